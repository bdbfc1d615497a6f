import { sql, type Kysely } from 'kysely';

// WhatsApp and SMS notices (decision 045). A member's choice of how notices reach them, the log of every choice with
// its time and where it was made (the consent log), the messages sent on those channels (an outbox kept like the
// mail's, one row per notice, member and channel: the notice's key makes a second send of it a no-op), and what the
// providers told us of them (delivery statuses and replies), each once by the provider's own id. New tables only: the
// previous release is untouched.
export async function up(db: Kysely<unknown>) {
  await sql`create table notice_choices (
    user_id bigint primary key references users (id) on delete cascade,
    channel text not null constraint notice_choices_channel check (channel in ('email', 'whatsapp', 'sms')),
    phone text constraint notice_choices_phone check (phone ~ '^\\+923[0-9]{9}$'),
    sms_fallback boolean not null default false,
    chosen_at timestamptz not null default now(),
    constraint notice_choices_phone_needed check (channel = 'email' or phone is not null)
  )`.execute(db);
  await sql`create table notice_consents (
    id bigserial primary key,
    user_id bigint not null references users (id) on delete cascade,
    channel text not null,
    phone text,
    sms_fallback boolean not null,
    source text not null constraint notice_consents_source check (source in ('registration', 'profile', 'reply', 'staff')),
    ip text,
    user_agent text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index notice_consents_user on notice_consents (user_id, id)`.execute(db);
  await sql`create table notice_messages (
    id bigserial primary key,
    user_id bigint references users (id) on delete set null,
    notice text not null,
    notice_key text not null,
    channel text not null constraint notice_messages_channel check (channel in ('whatsapp', 'sms')),
    recipient text not null,
    template text not null,
    language text not null,
    params jsonb not null,
    body text not null,
    segments integer not null default 1,
    status text not null default 'queued' constraint notice_messages_status check (status in ('queued', 'sent', 'delivered', 'read', 'failed', 'cancelled')),
    provider_id text,
    error_code text,
    error text,
    attempts integer not null default 0,
    claimed_by text,
    claimed_until timestamptz,
    fallback_of bigint references notice_messages (id),
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    status_at timestamptz,
    constraint notice_messages_once unique (notice_key, user_id, channel)
  )`.execute(db);
  await sql`create unique index notice_messages_provider on notice_messages (channel, provider_id) where provider_id is not null`.execute(db);
  await sql`create index notice_messages_user on notice_messages (user_id, id)`.execute(db);
  await sql`create index notice_messages_queued on notice_messages (id) where status = 'queued'`.execute(db);
  await sql`create index notice_messages_sent_at on notice_messages (sent_at) where sent_at is not null`.execute(db);
  await sql`create table notice_events (
    channel text not null,
    event_id text not null,
    kind text not null,
    created_at timestamptz not null default now(),
    primary key (channel, event_id)
  )`.execute(db);
}
