// Members as staff search for them: by name words, the start of an e-mail, a phone number's last ten digits or a
// MEMBER ID, each from its index (migration 022). Staff lists of members' records (orders, requests, issues,
// applications) narrow to the ids this answers.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { namesMatch, phoneKeyOf, startsWith, type SearchTerms } from './search-terms.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A query of the ids of the members a search names, or null when nothing in it can name a member. */
export function usersMatching(db: Db, terms: SearchTerms) {
  const branches = [
    terms.nameQuery ? db.selectFrom('users').select('id').where(namesMatch('name_search', terms.nameQuery)) : null,
    terms.emailStart ? db.selectFrom('users').select('id').where('email', 'like', startsWith(terms.emailStart)) : null,
    terms.phoneKey ? db.selectFrom('users').select('id').where(phoneKeyOf('phone'), '=', terms.phoneKey) : null,
    terms.memberId
      ? db
          .selectFrom('users')
          .select('id')
          .where((eb) => eb.or([eb('member_id', '=', terms.memberId!), eb('membership_id', '=', terms.memberId!.toUpperCase())]))
      : null,
  ].filter((branch) => branch !== null);
  if (!branches.length) return null;
  return branches.slice(1).reduce((all, branch) => all.union(branch), branches[0]);
}
