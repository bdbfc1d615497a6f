import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { paged, type PageQuery } from '../../http/paging.js';

type Db = Kysely<Database>;

// The report's storage key is never listed: it reaches a visitor only by e-mail, after the request form.
const listed = ['id', 'slug', 'title', 'excerpt', 'name', 'featured_image', 'featured_image_width', 'featured_image_height', 'created_at'] as const;

export const listPublications = (db: Db, query: PageQuery) =>
  paged(
    query,
    async () => (await db.selectFrom('publications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
    (limit, offset) => db.selectFrom('publications').select(listed).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  );

export const findPublication = (db: Db, id: number) =>
  db.selectFrom('publications').select(['id', 'title', 'report', 'report_bytes']).where('id', '=', id).executeTakeFirst();

export interface PublicationLead {
  publicationId: number;
  name: string;
  email: string;
  phone: string;
  organization: string;
  designation: string;
  agreedTo: string;
  ip: string;
  userAgent: string | null;
}

export async function recordRequest(db: Db, lead: PublicationLead) {
  const { id } = await db
    .insertInto('publication_requests')
    .values({
      publication_id: lead.publicationId,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      organization: lead.organization,
      designation: lead.designation,
      agreed_to: lead.agreedTo,
      ip: lead.ip,
      user_agent: lead.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const linkRequestToMail = (db: Db, requestId: number, outboxId: number) =>
  db.updateTable('publication_requests').set({ outbox_id: outboxId }).where('id', '=', requestId).execute();
