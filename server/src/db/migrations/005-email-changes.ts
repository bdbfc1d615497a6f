import { sql, type Kysely } from 'kysely';

// A new sign-in address takes effect only once its owner opens the link sent to it; the old address can undo it.
export async function up(db: Kysely<unknown>) {
  await sql`
    create table email_changes (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      old_email text not null,
      new_email text not null,
      confirm_token_hash text not null unique,
      undo_token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      confirmed_at timestamptz,
      undone_at timestamptz,
      cancelled_at timestamptz
    )`.execute(db);
  await sql`create index email_changes_user on email_changes (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table if exists email_changes`.execute(db);
}
