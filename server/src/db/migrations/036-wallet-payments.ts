import { sql, type Kysely } from 'kysely';

// What a payment attempt keeps of the provider's word (a wallet's return, notification or status inquiry): its result
// code and message, the signed fields of the request (secrets left out) and of the answer that settled it.
export async function up(db: Kysely<unknown>) {
  await sql`alter table payment_attempts
    add column result_code text,
    add column result_message text,
    add column request_fields jsonb,
    add column response_fields jsonb`.execute(db);
  // The wallet attempts a status inquiry may still settle.
  await sql`create index payment_attempts_open on payment_attempts (gateway, created_at) where status = 'created'`.execute(db);
}
