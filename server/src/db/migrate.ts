import { Migrator, type Kysely, type Migration } from 'kysely';
import * as core from './migrations/001-core.js';
import * as content from './migrations/002-content.js';
import * as rolesAudit from './migrations/003-roles-audit.js';
import * as outboxAttempts from './migrations/004-outbox-attempts.js';
import * as emailChanges from './migrations/005-email-changes.js';
import * as uploadAttachments from './migrations/006-upload-attachments.js';
import * as network from './migrations/007-network.js';
import * as issues from './migrations/008-issues.js';
import * as promotionsLeads from './migrations/009-promotions-leads.js';
import * as ticketing from './migrations/010-ticketing.js';
import * as auditFilters from './migrations/011-audit-filters.js';
import * as eventPeriodsPackageIncludes from './migrations/012-event-periods-package-includes.js';
import * as issueSeen from './migrations/013-issue-seen.js';
import * as latePayments from './migrations/014-late-payments.js';
import type { Database } from './schema.js';

// Every migration, in order. A new one is a new file `migrations/NNN-name.ts` listed here; applied ones never change.
export const migrations: Record<string, Migration> = {
  '001-core': core,
  '002-content': content,
  '003-roles-audit': rolesAudit,
  '004-outbox-attempts': outboxAttempts,
  '005-email-changes': emailChanges,
  '006-upload-attachments': uploadAttachments,
  '007-network': network,
  '008-issues': issues,
  '009-promotions-leads': promotionsLeads,
  '010-ticketing': ticketing,
  '011-audit-filters': auditFilters,
  '012-event-periods-package-includes': eventPeriodsPackageIncludes,
  '013-issue-seen': issueSeen,
  '014-late-payments': latePayments,
};

export async function migrateToLatest(db: Kysely<Database>) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return results?.map((r) => r.migrationName) ?? [];
}
