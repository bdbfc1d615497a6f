// shared-ui's own message runtime (docs/decisions/032): Lingui's macros in shared-ui's code call these (its `#i18n`
// import), so its messages are read from its own table. The files of shared-ui that a remote bundles rather than shares
// (the image field and its cropper, the error summary) take `messageScope('shared-ui')` from `shared-ui` instead, so
// that they read the table the shell filled rather than an empty copy of their own.
import { messageScope } from '../i18n';

export const { i18n, Trans, useLingui, defineCatalogs } = messageScope('shared-ui');
