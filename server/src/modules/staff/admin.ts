// `npm run admin -- create-admin <email>`: the first admin of a new installation, or a promotion.
import type { Kysely } from 'kysely';
import { forgotPasswordSchema } from '../../../../shared-api/src/validation.js';
import type { Database } from '../../db/schema.js';
import { newSecret, sha256 } from '../../lib/crypto.js';
import { hashPassword } from '../../lib/passwords.js';
import { createPasswordReset } from '../users/password-resets.js';
import { createMember, membershipOf } from '../users/queries.js';
import { auditChange, auditCreate, staffChange } from '../../lib/audit.js';
import { findAccountByEmail, roleSnapshot, setRole } from './queries.js';

export interface CreateAdminResult {
  created: boolean;
  memberId: string;
  /** for a new account: where its owner sets a password (valid one hour) */
  resetUrl?: string;
}

/** A readable name from an address: `sana.malik@…` → `Sana Malik`. */
const nameFrom = (email: string) =>
  email
    .split('@')[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ') || 'Admin';

/**
 * Promotes the account with this e-mail to admin, or creates one with a random password nobody sees and
 * answers a password-reset link, so its owner chooses their own. Recorded in the audit log (no actor).
 */
export async function createAdmin(db: Kysely<Database>, rawEmail: string, publicUrl: string): Promise<CreateAdminResult> {
  const { email } = await forgotPasswordSchema.validate({ email: rawEmail });
  const existing = await findAccountByEmail(db, email);
  if (existing) {
    if (existing.role !== 'admin') {
      await staffChange(db, null, (trx, audit) =>
        auditChange(trx, audit, { action: 'user.role', entity: 'user', id: existing.member_id }, (read) => roleSnapshot(read, existing.id), () => setRole(trx, existing.id, 'admin')),
      );
    }
    return { created: false, memberId: existing.member_id };
  }
  const userId = await createMember(db, {
    name: nameFrom(email),
    email: email.toLowerCase(),
    phone: '',
    passwordHash: await hashPassword(newSecret()),
    unsubscribeTokenHash: sha256(newSecret()),
  });
  const account = await membershipOf(db, userId);
  // A new account: its entry says the role it was made with (before is null, as for any new record).
  await staffChange(db, null, async (trx, audit) => {
    await setRole(trx, userId, 'admin');
    await auditCreate(trx, audit, { action: 'user.role', entity: 'user', id: account.member_id }, (read) => roleSnapshot(read, userId));
  });
  const token = await createPasswordReset(db, userId);
  return { created: true, memberId: account.member_id, resetUrl: `${publicUrl.replace(/\/+$/, '')}/reset-password?token=${token}` };
}
