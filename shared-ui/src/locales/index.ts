// shared-ui's own catalogs (docs/decisions/030): the Urdu of its texts (the page frame, the pager, forms' chrome),
// compiled from ur.po by the build, and shared-api's texts (validation messages, the server's answers) kept by their
// English. The shell provides shared-ui, so the shell loads these with its own catalog.
import { defineCatalogs, i18n } from '#i18n';

export default defineCatalogs({
  ur: () =>
    Promise.all([
      import(/* webpackChunkName: "shared-ui-locale-ur" */ './ur.json'),
      import(/* webpackChunkName: "shared-api-texts-ur" */ 'shared-api/locales/ur.json').then((module) => i18n.loadTexts(module.default)),
    ]).then(([own]) => own),
});
