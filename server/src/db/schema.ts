// The database as Kysely sees it: every module's tables, composed. Table and column names are snake_case,
// times are timestamptz (UTC). Each module declares its own tables beside its queries (tables.ts).
import type { UsersTables } from '../modules/users/tables.js';
import type { ProfileTables } from '../modules/profile/tables.js';
import type { SkillTables } from '../modules/skills/tables.js';
import type { PlaceTables } from '../modules/places/tables.js';
import type { UploadTables } from '../modules/uploads/tables.js';
import type { MailerTables } from '../plugins/mailer-tables.js';
import type { RateEventTables } from '../http/rate-events-tables.js';
import type { ContentTables } from '../modules/content/tables.js';
import type { PublicationTables } from '../modules/publications/tables.js';
import type { ConferenceTables } from '../modules/conferences/tables.js';
import type { StaffTables } from '../modules/staff/tables.js';
import type { NetworkTables } from '../modules/network/tables.js';
import type { IssueTables } from '../modules/issues/tables.js';
import type { EventTables } from '../modules/events/tables.js';
import type { PromotionTables } from '../modules/promotions/tables.js';
import type { BankLeadTables } from '../modules/bank-leads/tables.js';

export type { UsersTable, User, NewUser, ApiTokensTable, PasswordResetsTable } from '../modules/users/tables.js';
export type { StoredProfileLinks, ProfilesTable, UserSkillsTable } from '../modules/profile/tables.js';
export type { SkillType, SkillsTable } from '../modules/skills/tables.js';
export type { CitiesTable } from '../modules/places/tables.js';
export type { UploadsTable } from '../modules/uploads/tables.js';
export type { OutboxTable } from '../plugins/mailer-tables.js';
export type { RateEventsTable } from '../http/rate-events-tables.js';
export type { BlogsTable, StoredPdf, PressReleasesTable, MediaMentionsTable, PartnersTable, HighlightsTable, DirectorsTable, MembershipPackagesTable } from '../modules/content/tables.js';
export type { PublicationsTable, PublicationRequestsTable } from '../modules/publications/tables.js';
export type { ConferencesTable, ConferenceSpeakersTable, ConferenceSlotsTable, ConferenceSponsorsTable, ConferenceFaqsTable } from '../modules/conferences/tables.js';
export type { AuditLogTable } from '../modules/staff/tables.js';
export type { DirectoryEntriesTable, DirectoryCountsTable, VolunteerApplicationsTable } from '../modules/network/tables.js';
export type { IssuesTable, IssueCommentsTable, ServiceInterestsTable } from '../modules/issues/tables.js';
export type { EventsTable, EventPackagesTable, TicketsTable, OrdersTable } from '../modules/events/tables.js';

export interface Database
  extends UsersTables,
    ProfileTables,
    SkillTables,
    PlaceTables,
    UploadTables,
    MailerTables,
    RateEventTables,
    ContentTables,
    PublicationTables,
    ConferenceTables,
    StaffTables,
    NetworkTables,
    IssueTables,
    EventTables,
    PromotionTables,
    BankLeadTables {}
