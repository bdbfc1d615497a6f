/** The constraint a statement broke when it was a unique violation (SQLSTATE 23505), else null. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' ? (e.constraint ?? '') : null;
}
