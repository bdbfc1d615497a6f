import { sql, type Transaction } from 'kysely';
import { PREFERRED_BANKS } from '../../../../shared-api/src/enums.js';
import { bankConsentText } from '../../../../mfe-safety-net/src/features/bank-account/banks.js';
import { newStorageKey } from '../../lib/crypto.js';
import { sanitizeRichText } from '../../lib/html.js';
import { insertPromotion } from '../../../../mfe-safety-net/src/features/promotions/server/queries.js';
import type { Storage } from '../../plugins/storage.js';
import type { Database } from '../schema.js';
import { demoLink } from './content/seed-content.js';
import { logoSvg } from './content/images.js';

// Demo partner promotions: made-up Pakistani companies, their logos drawn like the partner marks, one with a shared
// code and the others with small pools of single-use codes.
const demoPromotions = [
  { company: 'Sabz Cowork Lahore', color: '#137f53', title: 'First month of a hot desk at half price', organizer: 'Sabz Cowork', kind: 'pool' as const, prefix: 'SABZ' },
  { company: 'Raabta Internet', color: '#1d4ed8', title: '25% off a 50 Mbps fibre plan for six months', organizer: null, kind: 'shared' as const, code: 'FREELANCE25' },
  { company: 'Hisaab Accounting', color: '#b45309', title: 'Free first tax return filing for freelancers', organizer: 'Hisaab Accounting', kind: 'pool' as const, prefix: 'HSB' },
  { company: 'Khaadim Laptops', color: '#7c3aed', title: 'Rs 5,000 off any refurbished laptop', organizer: null, kind: 'pool' as const, prefix: 'KHD' },
];

/** A title inside a sentence: its first word in lower case, unless it is written that way on purpose ("Rs 5,000", "Mbps"). */
const inSentence = (title: string) => (/^(Rs|[A-Z]{2,})\b/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1));

export async function seedPromotions(trx: Transaction<Database>, storage: Storage) {
  for (const [i, p] of demoPromotions.entries()) {
    const logo = logoSvg(p.company, p.color);
    const key = newStorageKey('svg');
    await storage.put(key, Buffer.from(logo.svg, 'utf8'), 'image/svg+xml');
    const id = await insertPromotion(trx, {
      company_name: p.company,
      company_logo: key,
      logo_width: logo.width,
      logo_height: logo.height,
      company_link: demoLink('promotion', p.company),
      title: p.title,
      description: sanitizeRichText(`<p>${p.company} offers members of the association ${inSentence(p.title)}.</p><ul><li>Show your code when you sign up or enter it at checkout.</li><li>Available in every city ${p.company} serves.</li></ul>`),
      terms: sanitizeRichText('<p>One code per member. The offer cannot be combined with other discounts and ends when the codes run out.</p>'),
      organizer: p.organizer,
      free: true,
      code_kind: p.kind,
      shared_code: p.kind === 'shared' ? p.code : null,
    });
    if (p.kind === 'pool') {
      await trx
        .insertInto('promotion_codes')
        .values(Array.from({ length: 10 + i * 5 }, (_, n) => ({ promotion_id: id, code: `${p.prefix}-${String(1000 + n * 37 + i * 7)}` })))
        .execute();
    }
  }
}

// A few demo members' bank-account requests, one already passed to its bank, so the staff list is not empty.
const demoLeads = [
  { email: 'bilal.khan@example.com', bank: PREFERRED_BANKS[1], daysAgo: 9, sent: 7 },
  { email: 'ayesha.siddiqui@example.com', bank: PREFERRED_BANKS[0], daysAgo: 3, sent: null },
  { email: 'usman.tariq@example.com', bank: PREFERRED_BANKS[2], daysAgo: 1, sent: null },
] as const;

export async function seedBankLeads(trx: Transaction<Database>) {
  const staff = await trx.selectFrom('users').select('id').where('email', '=', 'zainab.hussain@example.com').executeTakeFirst();
  const at = (days: number) => sql<Date>`now() - make_interval(days => ${days})`;
  for (const lead of demoLeads) {
    const member = await trx
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'p.city', 'p.state'])
      .where('u.email', '=', lead.email)
      .executeTakeFirst();
    if (!member?.city || !member.state) continue;
    await trx
      .insertInto('bank_account_leads')
      .values({
        user_id: member.id,
        city: member.city,
        state: member.state,
        preferred_bank: lead.bank,
        consent_text: bankConsentText(lead.bank),
        consent_ip: '127.0.0.1',
        consent_user_agent: 'demo content',
        created_at: at(lead.daysAgo),
        sent_at: lead.sent === null ? null : at(lead.sent),
        sent_by: lead.sent === null ? null : (staff?.id ?? null),
      })
      .execute();
  }
}
