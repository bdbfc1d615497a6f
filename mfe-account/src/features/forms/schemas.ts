// The account forms' shared schemas, loaded when a form first validates, not with its page (shared-ui/forms,
// lazySchema): yup and the schemas would otherwise take 17.5 KB gzip of a page's first view.
import { lazySchema } from 'shared-ui/forms';

const validation = () => import('shared-api/validation');

export const loginSchema = lazySchema(() => validation().then((m) => m.loginSchema));
export const registerSchema = lazySchema(() => validation().then((m) => m.registerSchema));
export const forgotPasswordSchema = lazySchema(() => validation().then((m) => m.forgotPasswordSchema));
export const resetPasswordSchema = lazySchema(() => validation().then((m) => m.resetPasswordSchema));
export const passwordUpdateSchema = lazySchema(() => validation().then((m) => m.passwordUpdateSchema));
export const profileUpdateSchema = lazySchema(() => validation().then((m) => m.profileUpdateSchema));
export const profileSchema = lazySchema(() => validation().then((m) => m.profileSchema));
