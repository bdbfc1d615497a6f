// This remote's islands (docs/decisions/028), by the name its pages give each `Island`: the parts of a page that
// hydrates as islands which respond to a person. Each is loaded when it hydrates.
import { defineIslands } from 'shared-ui';

export default defineIslands({
  'featured-in': () => import('./pages/home/FeaturedIn').then((m) => m.FeaturedIn),
  'home-section': () => import('./pages/home/HomeSection').then((m) => m.HomeSection),
});
