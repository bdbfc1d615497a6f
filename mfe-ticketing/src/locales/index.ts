// This app's catalogs (docs/decisions/030): its Urdu, compiled from ur.po by the build, loaded only for an Urdu page.
import { defineCatalogs } from '#i18n';

export default defineCatalogs({ ur: () => import(/* webpackChunkName: "locale-ur" */ './ur.json') });
