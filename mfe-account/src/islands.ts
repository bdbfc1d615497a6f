// This remote's islands (docs/decisions/028), by the name its pages give each `Island`: the parts of a page that
// hydrates as islands which respond to a person. Each is loaded when it hydrates.
import { defineIslands } from 'shared-ui';

export default defineIslands({
  'login-form': () => import('./features/auth/pages/login/LoginForm').then((m) => m.LoginForm),
  certificate: () => import('./features/membership/CertificateButton').then((m) => m.CertificateButton),
  membership: () => import('./features/membership/pages/membership-details/index').then((m) => m.Membership),
});
