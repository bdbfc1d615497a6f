// The membership certificate: a PDF with the member's name, MEMBER ID, package and validity, and its public
// verification page (/verify/<code>) as a QR code, an address and a code. The code is 128 random bits, kept only as its hash, one per member: each new
// certificate gets a new code, and the previous one stops verifying (a member can withdraw a certificate they gave
// out by making a new one). The PDF is fetched by a link signed for a few minutes, so a new tab can open it without
// the member's token; the link names the code, which the certificate prints for anyone anyway.
import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { pathOf } from '../../../../../shared-api/src/contract.js';
import { membershipFeatureContract } from '../contract.js';
import { checkSignedQuery, type Database, ORG, renderCertificatePdf as renderCertificate, sha256, signedQuery } from '../../../../../server/src/kit.js';
import { standingOf } from './periods.js';

type Db = Kysely<Database> | Transaction<Database>;

const LINK_KEY = 'membership-certificate';
/** How long a certificate link works: long enough to open it, short enough that a shared link soon stops. */
export const CERTIFICATE_LINK_SECONDS = 10 * 60;

/** A new code for the member's certificate, replacing their previous one; answers the code (never stored). */
export async function newCertificateCode(db: Db, userId: number, printed: { packageId: number; validUntil: Date | null }, now: Date) {
  const code = randomBytes(16).toString('base64url');
  const row = { code_hash: sha256(code), package_id: printed.packageId, valid_until: printed.validUntil, created_at: now };
  await db
    .insertInto('membership_certificates')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  return code;
}

/**
 * The certificate a code is for (its member, package and printed end), if the server gave it and it was not replaced
 * since; `disabled_at` is set while staff have disabled the member's account (the membership does not hold then).
 */
export async function certificateOfCode(db: Db, code: string) {
  // A code is 22 base64url characters: anything else names no certificate (and costs no lookup).
  if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return undefined;
  return db
    .selectFrom('membership_certificates as c')
    .innerJoin('membership_packages as p', 'p.id', 'c.package_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.user_id', 'c.package_id', 'p.name as package_name', 'c.valid_until', 'u.disabled_at'])
    .where('c.code_hash', '=', sha256(code))
    .executeTakeFirst();
}

/**
 * A paid year of `packageId` was withdrawn at `at` (its order refunded, or its payment undone). A certificate of that
 * package printed since still names the withdrawn year's end: it now ends where the member's holding of the package
 * ends, `at` when they no longer hold it (verification answers that end once the membership no longer holds).
 */
export async function endCertificateWithdrawn(trx: Transaction<Database>, withdrawn: { userId: number; packageId: number }, at: Date) {
  const printed = await trx.selectFrom('membership_certificates').select('valid_until').where('user_id', '=', withdrawn.userId).where('package_id', '=', withdrawn.packageId).executeTakeFirst();
  if (!printed?.valid_until || printed.valid_until <= at) return;
  const standing = await standingOf(trx, withdrawn.userId, at);
  // Still on the package (a year paid before the withdrawn one runs): until that run ends; else from `at`.
  const stillHeld = standing.current?.package_id === withdrawn.packageId;
  const end = !stillHeld ? at : standing.endsAt && standing.endsAt < printed.valid_until ? standing.endsAt : printed.valid_until;
  if (end.getTime() === printed.valid_until.getTime()) return;
  await trx.updateTable('membership_certificates').set({ valid_until: end }).where('user_id', '=', withdrawn.userId).execute();
}

/** The certificate's PDF (its call: getCertificatePdf), signed to work for a few minutes. */
export async function certificatePath(db: Db, code: string, now: Date) {
  return `/api/${pathOf(membershipFeatureContract.getCertificatePdf.path, { code })}?${await signedQuery(db, LINK_KEY, `certificate-pdf:${code}`, CERTIFICATE_LINK_SECONDS, now)}`;
}

export const verifyCertificateLink = (db: Db, code: string, expires: number, signature: string, now: Date) =>
  checkSignedQuery(db, LINK_KEY, `certificate-pdf:${code}`, expires, signature, now);

export interface CertificateContent {
  name: string;
  memberId: string;
  packageName: string;
  validFrom: string;
  validUntil: string;
  verifyUrl: string;
  code: string;
}

/** The membership certificate, with the QR of its verification page. */
export const renderCertificatePdf = (content: CertificateContent) =>
  renderCertificate({
    title: `Membership certificate: ${content.name}`,
    heading: 'Certificate of Membership',
    name: content.name,
    statement: `is a ${content.packageName} member of the ${ORG}.`,
    rows: [
      ['Member ID', content.memberId],
      ['Package', content.packageName],
      ['Valid from', content.validFrom],
      ['Valid until', content.validUntil],
    ],
    verifyUrl: content.verifyUrl,
    code: content.code,
    qrCaption: 'Scan to check this membership today',
  });
