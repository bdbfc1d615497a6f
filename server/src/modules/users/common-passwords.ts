import fs from 'node:fs';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '../../../../shared-api/src/enums.js';
import { addCommonPasswords } from '../../../../shared-api/src/validation.js';

/** The kept list of common and leaked passwords (50,000, SecLists; shared-api/src/common-passwords.LICENSE.md). */
const KEPT_LIST = new URL('../../../../shared-api/src/common-passwords.txt', import.meta.url);

let loaded = false;

/**
 * The server refuses every password of the kept list, and those of 8 or more characters of zxcvbn-ts's list (about
 * 18,000, which it refused before the kept list came); the form knows only the most used, so the browser never
 * downloads the lists (docs/decisions/036).
 */
export function loadCommonPasswords() {
  if (loaded) return;
  loaded = true;
  addCommonPasswords(fs.readFileSync(KEPT_LIST, 'utf8').split('\n').filter(Boolean));
  addCommonPasswords(dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH));
}
