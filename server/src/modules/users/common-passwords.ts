import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from '../../../../shared-api/src/enums.js';
import { addCommonPasswords } from '../../../../shared-api/src/validation.js';

let loaded = false;

/**
 * The server refuses every password of the kept list (about 18,000 of 8 or more characters, from leaks); the form
 * knows only the most used of them, so the browser does not download the list.
 */
export function loadCommonPasswords() {
  if (loaded) return;
  loaded = true;
  addCommonPasswords(dictionary['passwords-common'].filter((password) => password.length >= PASSWORD_MIN_LENGTH));
}
