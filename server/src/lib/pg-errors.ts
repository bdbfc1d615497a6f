import { errorCode, isRecord } from './guards.js';

/** The constraint a statement broke when it was a unique violation (SQLSTATE 23505), else null. */
export function uniqueViolation(error: unknown): string | null {
  if (errorCode(error) !== '23505' || !isRecord(error)) return null;
  return typeof error.constraint === 'string' ? error.constraint : '';
}
