// This app's catalogs (docs/decisions/030): its Urdu, compiled from ur.po by the build, loaded only for an Urdu page.
import { defineCatalogs } from 'shared-ui';

export default defineCatalogs({ ur: () => import(/* webpackChunkName: "locale-ur" */ './ur.json') });
