// shared-ui's own message runtime (docs/decisions/032): Lingui's macros in shared-ui's code call these (its `#i18n`
// import), so its messages are read from its own table. The table is the shared singleton's, reached through
// `shared-ui` itself: a file of shared-ui that a remote bundles rather than shares (the image field) reads the table the
// shell filled, not an empty copy of its own. Reached when a message is written, not when this module loads, since
// shared-ui's entry imports the files that import this.
import * as ui from 'shared-ui';
import type { MessageRuntime, MessageScope } from '../i18n';

let scope: MessageScope | undefined;
const own = () => (scope ??= ui.messageScope('shared-ui'));

export const i18n: MessageRuntime = {
  get locale() {
    return own().i18n.locale;
  },
  activate: (locale) => own().i18n.activate(locale),
  load: (locale, messages) => own().i18n.load(locale, messages),
  loadTexts: (texts) => own().i18n.loadTexts(texts),
  text: (english) => own().i18n.text(english),
  _: (id, values) => own().i18n._(id, values),
};
export const Trans: MessageScope['Trans'] = (props) => own().Trans(props);
export const useLingui: MessageScope['useLingui'] = () => own().useLingui();
export const defineCatalogs: MessageScope['defineCatalogs'] = (loaders) => own().defineCatalogs(loaders);
