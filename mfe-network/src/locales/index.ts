// This app's catalogs (docs/decisions/030): its Urdu, compiled from ur.po by the build, and its texts (the answers and
// rules of its features, kept by their English in texts.ur.po, decision 044), loaded only for an Urdu page, in one chunk.
import { defineCatalogs, i18n } from '#i18n';

export default defineCatalogs({
  ur: () =>
    Promise.all([
      import(/* webpackChunkName: "locale-ur" */ './ur.json'),
      import(/* webpackChunkName: "locale-ur" */ './texts.ur.json').then((module) => i18n.loadTexts(module.default)),
    ]).then(([own]) => own),
});
