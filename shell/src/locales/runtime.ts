// This app's message runtime (docs/decisions/032): Lingui's macros in this app's code call these (its `#i18n` import),
// so a message's Urdu is the one this app's catalog wrote, whatever another app wrote for the same English.
import { messageScope } from 'shared-ui';

export const { i18n, Trans, useLingui, defineCatalogs } = messageScope('shell');
