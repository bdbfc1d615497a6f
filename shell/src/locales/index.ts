// This app's catalogs (docs/decisions/030): its Urdu, compiled from ur.po by the build, loaded only for an Urdu page.
// The shell provides shared-ui to every remote, so it loads shared-ui's own catalog with its own.
import { sharedUiCatalogs, type Catalogs, type Locale } from 'shared-ui';
import { defineCatalogs } from '#i18n';

const shell = defineCatalogs({ ur: () => import(/* webpackChunkName: "locale-ur" */ './ur.json') });

const catalogs: Catalogs = {
  load: (locale: Locale) => Promise.all([shell.load(locale), sharedUiCatalogs.load(locale)]).then(() => undefined),
};
export default catalogs;
