import { sql, type Kysely } from 'kysely';

// The audit log's filters: by the staff member who acted and by kind of record, each newest first.
const statements = [
  sql`create index audit_log_actor_at on audit_log (actor_id, at desc, id desc)`,
  sql`create index audit_log_entity_at on audit_log (entity, at desc, id desc)`,
];

export async function up(db: Kysely<unknown>) {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index if exists audit_log_entity_at`.execute(db);
  await sql`drop index if exists audit_log_actor_at`.execute(db);
}
