// One verification page for every certificate the association gives (/verify/<code>): the membership feature answers
// its own codes and asks the verifiers other features register here (a course certificate's), so no module reaches
// into another.
import type { Kysely } from 'kysely';
import type { AnswerOf } from '../../../shared-api/src/contract.js';
import type { membershipContract } from '../../../shared-api/src/contracts/membership.js';
import type { Database } from '../db/schema.js';

export type OtherVerification = Extract<AnswerOf<typeof membershipContract.verifyCertificate>, { kind: 'course' }>;
type Verifier = (db: Kysely<Database>, code: string) => Promise<OtherVerification | undefined>;

const verifiers: Verifier[] = [];

export function registerCertificateVerifier(verifier: Verifier) {
  if (!verifiers.includes(verifier)) verifiers.push(verifier);
}

/** The verifiers this process knows, by name. */
export const registeredVerifiers = () => verifiers.map((verifier) => verifier.name).sort();

/** What a registered feature says of a code, or undefined when no feature gave it. */
export async function verifyOtherCertificate(db: Kysely<Database>, code: string) {
  for (const verifier of verifiers) {
    const found = await verifier(db, code);
    if (found) return found;
  }
  return undefined;
}
