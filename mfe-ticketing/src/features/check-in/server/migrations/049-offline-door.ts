import { sql, type Kysely } from 'kysely';

// The door offline: the phones prepared for it (one event, one staff member, one sign-in), each admission a phone
// synced by its nonce (so a retry is a no-op, and a conflict or a refusal is kept for staff), and a check-in's phone,
// whether it was made offline and when the server learnt of it (what a phone's sync reads since its last). Additive
// only: the previous release reads and writes check_ins as before, the new columns taking their defaults.
export async function up(db: Kysely<unknown>) {
  await sql`create table door_devices (
    id uuid primary key,
    event_id bigint not null references events (id) on delete cascade,
    staff_id bigint not null references users (id),
    token_id bigint references api_tokens (id) on delete set null,
    name text not null,
    prepared_at timestamptz not null default now(),
    last_sync_at timestamptz,
    revoked_at timestamptz,
    revoked_by bigint references users (id)
  )`.execute(db);
  await sql`create index door_devices_event_idx on door_devices (event_id)`.execute(db);
  await sql`create table door_admissions (
    nonce uuid primary key,
    device_id uuid not null references door_devices (id) on delete cascade,
    event_id bigint not null,
    ticket_id bigint not null,
    staff_id bigint not null,
    scanned_at timestamptz not null,
    received_at timestamptz not null default now(),
    result text not null check (result in ('admitted', 'conflict', 'refused')),
    reason text
  )`.execute(db);
  await sql`create index door_admissions_event_result_idx on door_admissions (event_id, result)`.execute(db);
  await sql`alter table check_ins
    add column device_id uuid references door_devices (id) on delete set null,
    add column offline boolean not null default false,
    add column recorded_at timestamptz not null default now()`.execute(db);
  await sql`create index check_ins_recorded_at_idx on check_ins (recorded_at)`.execute(db);
}
