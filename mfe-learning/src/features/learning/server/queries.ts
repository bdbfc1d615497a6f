// What the members' learning pages read directly: the member an enrolment mail goes to, one of their quiz attempts,
// and a certificate's stored PDF.
import type { Kysely } from 'kysely';
import type { Database } from '../../../../../server/src/kit.js';

type Db = Kysely<Database>;

/** The member's name and e-mail, which an enrolment's mail is sent to. */
export const findLearner = (db: Db, userId: number) => db.selectFrom('users').select(['name', 'email', 'language']).where('id', '=', userId).executeTakeFirstOrThrow();

/** One of the member's quiz attempts, with its score and whether it passed; nothing when it is not theirs. */
export const findMemberAttempt = (db: Db, userId: number, attemptId: number) =>
  db
    .selectFrom('quiz_attempts')
    .select(['id', 'user_id', 'course_id', 'scored_points', 'total_points', 'passed'])
    .where('id', '=', attemptId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * A course certificate's stored PDF, for its signed link; nothing while staff have disabled the member's account (the
 * link stops with their sessions; the certificate itself still verifies, see certificates.ts).
 */
export const findCertificatePdf = (db: Db, certificateId: number) =>
  db
    .selectFrom('course_certificates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.pdf'])
    .where('c.id', '=', certificateId)
    .where('u.disabled_at', 'is', null)
    .executeTakeFirst();
