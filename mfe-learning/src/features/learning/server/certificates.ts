// Course certificates: made once, when a member who passed first asks for it (a PDF with their name and MEMBER ID, the
// course, the programme, the date, the score when the course shows it, and its verification page as a QR code, an
// address and a code), kept with what it prints, and served again on every later click. Its verification code is an
// HMAC of the certificate's number under a server key (132 bits: it cannot be guessed, and certificates cannot be
// enumerated), so the member's page can give the verification link again while the database keeps only the code's
// hash; the verification page shows what the certificate prints and nothing else about the member.
import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { checkSignedQuery, renderCertificatePdf, sha256, signedQuery, signingKey, type Database } from '../../../../../server/src/kit.js';
import { pathOf } from '../../../../../shared-api/src/contract.js';
import { learningContract } from '../contract.js';
import { percentageOf } from './quiz.js';

const LINK_KEY = 'course-certificate';
const CODE_KEY = 'course-certificate-code';
/** How long a certificate link works: long enough to open it, short enough that a shared link soon stops. */
export const CERTIFICATE_LINK_SECONDS = 10 * 60;

const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', year: 'numeric', month: 'long', day: '2-digit' });

/** A certificate's verification code, the same every time it is asked for. */
export const certificateCode = async (db: Kysely<Database>, certificateId: number) =>
  createHmac('sha256', await signingKey(db, CODE_KEY)).update(`course-certificate:${certificateId}`).digest('base64url').slice(0, 22);

/** The member's certificate for the attempt's course: the one made before, or a new one from this passing attempt. */
export async function certificateFor(db: Kysely<Database>, attempt: { id: number; user_id: number; course_id: number; scored_points: number; total_points: number }, publicUrl: string, now: Date) {
  const mine = () => db.selectFrom('course_certificates').select('id').where('user_id', '=', attempt.user_id).where('course_id', '=', attempt.course_id).executeTakeFirst();
  const existing = await mine();
  if (existing) return { id: existing.id, code: await certificateCode(db, existing.id) };
  const course = await db
    .selectFrom('courses as c')
    .innerJoin('learning_programs as p', 'p.id', 'c.program_id')
    .select(['c.title', 'c.batch', 'c.show_score', 'p.title as programme'])
    .where('c.id', '=', attempt.course_id)
    .executeTakeFirstOrThrow();
  const { name, membership_id } = await db.selectFrom('users').select(['name', 'membership_id']).where('id', '=', attempt.user_id).executeTakeFirstOrThrow();
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('course_certificates', 'id')) as id`.execute(db);
  const id = Number(rows[0].id);
  const code = await certificateCode(db, id);
  const courseTitle = course.batch ? `${course.title} (${course.batch})` : course.title;
  const score = course.show_score ? `${attempt.scored_points} of ${attempt.total_points} (${percentageOf(attempt.scored_points, attempt.total_points)}%)` : null;
  const pdf = await renderCertificatePdf({
    title: `Course certificate: ${name}`,
    heading: 'Certificate of Completion',
    name,
    statement: `has completed ${courseTitle} and passed its assessment.`,
    rows: [['Member ID', membership_id], ['Programme', course.programme], ['Course', courseTitle], ['Awarded on', longDay.format(now)], ...(score ? [['Score', score] as [string, string]] : [])],
    verifyUrl: `${publicUrl}/verify/${code}`,
    code,
    qrCaption: 'Scan to check that this certificate is genuine',
  });
  // Two first clicks at once draw two PDFs; one is kept and both are answered with it.
  const made = await db
    .insertInto('course_certificates')
    .values({ id, user_id: attempt.user_id, course_id: attempt.course_id, attempt_id: attempt.id, code_hash: sha256(code), name, course_title: courseTitle, programme_title: course.programme, score, pdf, issued_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (made) return { id, code };
  const kept = (await mine())!;
  return { id: kept.id, code: await certificateCode(db, kept.id) };
}

/** The certificate's PDF (its call: getCourseCertificatePdf), signed to work for a few minutes. */
export async function certificatePdfPath(db: Kysely<Database>, certificateId: number, now: Date) {
  const query = await signedQuery(db, LINK_KEY, `course-certificate:${certificateId}`, CERTIFICATE_LINK_SECONDS, now);
  return `/api/${pathOf(learningContract.getCourseCertificatePdf.path, { certificateId })}?${query}`;
}

export const checkCertificateLink = (db: Kysely<Database>, certificateId: number, expires: number, signature: string, now: Date) =>
  checkSignedQuery(db, LINK_KEY, `course-certificate:${certificateId}`, expires, signature, now);

/**
 * A code's certificate as the public verification page shows it. It records a past achievement (this person passed
 * this course on this day), so it stays genuine when staff later disable the member's account; only its PDF link
 * stops working then.
 */
export async function verifyCourseCertificate(db: Kysely<Database>, code: string) {
  // A code is 22 base64url characters: anything else names no certificate (and costs no lookup).
  if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return undefined;
  const row = await db
    .selectFrom('course_certificates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.name', 'u.membership_id', 'c.course_title', 'c.programme_title', 'c.issued_at', 'c.score'])
    .where('c.code_hash', '=', sha256(code))
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    kind: 'course' as const,
    valid: true,
    name: row.name,
    member_id_formatted: row.membership_id,
    course: row.course_title,
    programme: row.programme_title,
    issued_on: row.issued_at.toISOString(),
    score: row.score,
  };
}

