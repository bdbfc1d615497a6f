// The membership certificate: a PDF with the member's name, MEMBER ID, package and validity, and the QR of its public
// verification page (/verify/<code>). The code is 128 random bits, kept only as its hash, one per member: each new
// certificate gets a new code, and the previous one stops verifying (a member can withdraw a certificate they gave
// out by making a new one). The PDF is fetched by a link signed for a few minutes, so a new tab can open it without
// the member's token; the link names the code, which the certificate prints for anyone anyway.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import QRCode from 'qrcode';
import { pathOf } from '../../../../shared-api/src/contract.js';
import { membershipContract } from '../../../../shared-api/src/contracts/membership.js';
import type { Database } from '../../db/schema.js';
import { sha256 } from '../../lib/crypto.js';
import { ORG } from '../../lib/mail-layout.js';
import { openPdf } from '../../lib/pdf.js';
import { signingKey } from '../../lib/signing-keys.js';

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

/** The certificate a code is for (its member, package and printed end), if the server gave it and it was not replaced since. */
export async function certificateOfCode(db: Db, code: string) {
  // A code is 22 base64url characters: anything else names no certificate (and costs no lookup).
  if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return undefined;
  return db
    .selectFrom('membership_certificates as c')
    .innerJoin('membership_packages as p', 'p.id', 'c.package_id')
    .select(['c.user_id', 'c.package_id', 'p.name as package_name', 'c.valid_until'])
    .where('c.code_hash', '=', sha256(code))
    .executeTakeFirst();
}

const linkMac = (key: string, code: string, expires: number) => createHmac('sha256', key).update(`certificate-pdf:${code}:${expires}`).digest('base64url');

/** The certificate's PDF (its call: getCertificatePdf), signed to work for a few minutes. */
export async function certificatePath(db: Db, code: string, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + CERTIFICATE_LINK_SECONDS;
  return `/api/${pathOf(membershipContract.getCertificatePdf.path, { code })}?expires=${expires}&signature=${linkMac(await signingKey(db as Kysely<Database>, LINK_KEY), code, expires)}`;
}

export async function verifyCertificateLink(db: Db, code: string, expires: number, signature: string, now: Date) {
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(linkMac(await signingKey(db as Kysely<Database>, LINK_KEY), code, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface CertificateContent {
  name: string;
  memberId: string;
  packageName: string;
  validFrom: string;
  validUntil: string;
  verifyUrl: string;
}

/** An A4 landscape certificate with the QR of its verification page. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(content.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, type: 'png', width: 360 });
  const { doc, body, bold, done } = openPdf({ size: 'A4', layout: 'landscape', margin: 48, info: { Title: `Membership certificate: ${content.name}`, Author: ORG } });
  const width = doc.page.width - 96;
  doc.rect(0, 0, doc.page.width, 14).fill('#137f53');
  doc.rect(0, doc.page.height - 14, doc.page.width, 14).fill('#137f53');
  doc.moveDown(1).fillColor('#555555').font(body).fontSize(11).text(ORG.toUpperCase(), { align: 'center', characterSpacing: 1.5, width });
  doc.moveDown(0.8).fillColor('#0d6542').font(bold).fontSize(30).text('Certificate of Membership', { align: 'center', width });
  doc.moveDown(0.8).fillColor('#1f2933').font(body).fontSize(13).text('This certifies that', { align: 'center', width });
  doc.moveDown(0.4).font(bold).fontSize(24).text(content.name, { align: 'center', width });
  doc.moveDown(0.4).font(body).fontSize(13).text(`is a ${content.packageName} member of the ${ORG}.`, { align: 'center', width });

  const rowsY = doc.y + 28;
  const row = (label: string, value: string, y: number) => {
    doc.fillColor('#777777').font(body).fontSize(9).text(label.toUpperCase(), 96, y, { characterSpacing: 0.5 });
    doc.fillColor('#1f2933').font(bold).fontSize(14).text(value, 96, y + 12);
  };
  row('Member ID', content.memberId, rowsY);
  row('Package', content.packageName, rowsY + 44);
  row('Valid from', content.validFrom, rowsY + 88);
  row('Valid until', content.validUntil, rowsY + 132);

  const size = 150;
  const x = doc.page.width - 96 - size;
  doc.image(qr, x, rowsY, { width: size, height: size });
  doc.fillColor('#555555').font(body).fontSize(8).text('Scan to check this membership today', x - 20, rowsY + size + 6, { width: size + 40, align: 'center' });
  doc.end();
  return done;
}
