import assert from 'node:assert/strict';

// What a directory or profile answer must never hold, whatever its shape: the fields that say how to reach a
// member or who they are beyond what they chose to show, and anything that looks like their values.
const PRIVATE_KEYS = new Set(['email', 'phone', 'birthdate', 'gender', 'password_hash', 'user_id', 'membership_id', 'role', 'role_name', 'organisation', 'designation', 'state', 'directory_visibility', 'is_profile_completed']);
const PRIVATE_VALUES: Array<[RegExp, string]> = [
  [/[^\s@]+@[^\s@]+\.[a-z]{2,}/i, 'an e-mail address'],
  [/\+92[\s-]?3\d\d/, 'a phone number'],
  [/\b(19|20)\d\d-\d\d-\d\d\b/, 'a date (a birthdate?)'],
  [/^(Male|Female)$/, 'a gender'],
];

/** Reads every field of an answer, at every depth, and fails on anything private. */
export function assertNoPrivateData(answer: unknown, at = 'answer') {
  if (Array.isArray(answer)) return answer.forEach((item, i) => assertNoPrivateData(item, `${at}[${i}]`));
  if (answer && typeof answer === 'object') {
    for (const [key, value] of Object.entries(answer)) {
      assert.ok(!PRIVATE_KEYS.has(key), `${at}.${key} is private`);
      assertNoPrivateData(value, `${at}.${key}`);
    }
    return;
  }
  if (typeof answer === 'string') {
    for (const [pattern, what] of PRIVATE_VALUES) assert.ok(!pattern.test(answer), `${at} holds ${what}: ${answer.slice(0, 80)}`);
  }
}
