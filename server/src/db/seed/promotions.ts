import type { Transaction } from 'kysely';
import { newStorageKey } from '../../lib/crypto.js';
import { sanitizeRichText } from '../../lib/html.js';
import { insertPromotion } from '../../modules/promotions/queries.js';
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
      description: sanitizeRichText(`<p>${p.company} offers members of the association ${p.title.toLowerCase()}.</p><ul><li>Show your code when you sign up or enter it at checkout.</li><li>Available in every city ${p.company} serves.</li></ul>`),
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
