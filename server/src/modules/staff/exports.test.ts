import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestContext } from '../../test/app.js';
import { registerMember, type Registered } from '../../test/http.js';
import type { CsvCells } from '../../lib/csv.js';
import { auditedExport } from '../../lib/personal-data-exports.js';

async function* fiveRows(): AsyncGenerator<CsvCells> {
  for (let i = 1; i <= 5; i++) yield [`Member ${i}`, `member${i}@example.org`];
}

describe('personal-data exports in the audit log', () => {
  let ctx: TestContext;
  let staff: Registered;
  const lastExport = () => ctx.db.selectFrom('audit_log').selectAll().where('entity', '=', 'export').orderBy('id', 'desc').executeTakeFirst();

  before(async () => {
    ctx = await startTestApp();
    staff = await registerMember(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  test('the entry is written when the last row has gone, with the rows sent', async () => {
    const rows = auditedExport(ctx.db, staff.userId, { kind: 'volunteer-applications', filters: { application: 'Meetups', search: '' } }, fiveRows());
    let sent = 0;
    for await (const _row of rows) {
      sent += 1;
      if (sent === 5) assert.equal(await lastExport(), undefined, 'not before the download ends');
    }
    const entry = await lastExport();
    assert.deepEqual([entry?.actor_id, entry?.action, entry?.entity_id, entry?.before, entry?.after], [staff.userId, 'export.download', 'volunteer-applications', null, { application: 'Meetups', rows: 5 }]);
  });

  test('a download stopped early is recorded with the rows that had gone', async () => {
    let sent = 0;
    for await (const _row of auditedExport(ctx.db, staff.userId, { kind: 'attendees', of: 12, filters: { event: 'Lahore Remote Work Day' } }, fiveRows())) {
      if (++sent === 2) break;
    }
    const entry = await lastExport();
    assert.deepEqual([entry?.entity_id, entry?.after], ['attendees:12', { event: 'Lahore Remote Work Day', rows: 2, stopped_early: true }]);
  });
});
