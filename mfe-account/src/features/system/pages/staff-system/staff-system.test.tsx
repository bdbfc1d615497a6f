import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffSystem } from '../../shapes';
import type { NoticesOverview } from '../../../notices/shapes';
import { queryClient } from 'shared-api/query';
import { renderPage } from '@test/render';
import { failure, mockApi, ok } from '@test/mock-api';
import StaffSystemPage from './index';
import { ago, duration } from './words';

const SYSTEM = 'GET /api/staff/system';
const NOTICES = 'GET /api/staff/notices';
const NOW = '2026-11-30T07:00:00.000Z';
const before = (seconds: number) => new Date(Date.parse(NOW) - seconds * 1000).toISOString();
const HOUR = 3600;

const healthy: StaffSystem = {
  checked_at: NOW,
  server: { version: '0.1.0', node: 'v24.11.1', compiled: true, started_at: before(3 * HOUR), host: 'web-1', roles: ['web', 'worker'] },
  remotes: {
    kept_in: 'database',
    pins: [
      { name: 'mfe-account', version: '0.22.0', pinned_at: before(2 * 24 * HOUR), reason: 'staff system page' },
      { name: 'mfe-public', version: '0.18.0', pinned_at: null, reason: '' },
    ],
  },
  readiness: { status: 'ready', database: 'ok', storage: 'ok', jobs: 'ok', mail: 'ok' },
  backups: {
    kept_in: '/srv/pafla/backups',
    nightly: true,
    kept: { count: 7, newest: { name: 'backup-2026-11-29T213000123Z.tgz.enc', at: before(5 * HOUR) } },
    runs: [
      { night: '2026-11-30', started_at: before(5 * HOUR), finished_at: before(5 * HOUR - 2), outcome: 'ok', name: 'backup-2026-11-29T213000123Z.tgz.enc', bytes: 2_516_582, error: null },
    ],
    warnings: [],
  },
  mail: { waiting: 2, failing: 0, sent_last_day: 41, oldest_waiting_at: before(30) },
  jobs: [
    { name: 'backups.nightly', waiting: 0, scheduled: 1, retrying: 0, active: 0, failed: 0, oldest_waiting_seconds: null },
    { name: 'mail.send', waiting: 3, scheduled: 0, retrying: 1, active: 2, failed: 4, oldest_waiting_seconds: 180 },
  ],
};

const notices: NoticesOverview = {
  templates: [],
  offered: { whatsapp: true, sms: true },
  this_month: { whatsapp: 412, sms: 57, sms_segments: 96, failed: 9 },
  members: { whatsapp: 230, sms: 41 },
};

beforeEach(() => queryClient.clear());

const open = (system: StaffSystem) => {
  const api = mockApi({ [SYSTEM]: ok(system), [NOTICES]: ok(notices) });
  renderPage(<StaffSystemPage />, { path: '/staff/system' });
  return api;
};

const section = async (name: string) => screen.findByRole('region', { name });

describe('admins: the system page', () => {
  it('says each part is ready, and the server’s version with how it runs and since when', async () => {
    open(healthy);
    const readiness = await section('Readiness');
    expect(within(readiness).getByText('Ready: this instance serves, and every part it needs answers.')).toBeInTheDocument();
    const parts = within(readiness).getByLabelText('Parts');
    expect(within(parts).getByText('Job queue').nextElementSibling).toHaveTextContent('OK');
    const release = await section('Release');
    expect(within(release).getByText('Server version').nextElementSibling).toHaveTextContent('0.1.0');
    expect(within(release).getByText('Runs').nextElementSibling).toHaveTextContent('Compiled');
    expect(within(release).getByText('Started').nextElementSibling).toHaveTextContent('3 hours ago');
    expect(within(release).getByText(/Read by the instance on web-1, which answers the site and works the job queues/)).toBeInTheDocument();
  });

  it('lists the remotes pinned now with when and why', async () => {
    open(healthy);
    const table = await screen.findByRole('table', { name: 'Remotes pinned now' });
    const account = within(table).getByRole('row', { name: /mfe-account/ });
    expect(account).toHaveTextContent('0.22.0');
    expect(account).toHaveTextContent('2 days ago');
    expect(account).toHaveTextContent('staff system page');
    expect(within(table).getByRole('row', { name: /mfe-public/ })).toHaveTextContent('not recorded');
    expect(screen.getByText(/Pins live in the database\. The pins record when and why, not who\./)).toBeInTheDocument();
  });

  it('shows the backups kept, the latest nights with their size, and no warning while the newest is fresh', async () => {
    open(healthy);
    const backups = await section('Backups');
    expect(within(backups).getByText('Newest backup').nextElementSibling).toHaveTextContent('5 hours ago');
    expect(within(backups).getByText('Backups kept').nextElementSibling).toHaveTextContent('7');
    expect(within(backups).getByText('/srv/pafla/backups')).toBeInTheDocument();
    const night = within(within(backups).getByRole('table', { name: /Latest nights/ })).getByRole('row', { name: /30 November 2026/ });
    expect(night).toHaveTextContent('Written');
    expect(night).toHaveTextContent('2.4 MB');
    expect(within(backups).queryByRole('status', { name: 'Backups need attention' })).not.toBeInTheDocument();
  });

  it('warns when the newest backup is over a day old and the last night failed, with the error', async () => {
    open({
      ...healthy,
      backups: {
        ...healthy.backups,
        kept: { count: 3, newest: { name: 'backup-2026-11-28T213000000Z.tgz.enc', at: before(50 * HOUR) } },
        runs: [
          { night: '2026-11-30', started_at: before(5 * HOUR), finished_at: before(5 * HOUR - 1), outcome: 'failed', name: null, bytes: null, error: 'pg_dump: connection refused' },
          { night: '2026-11-28', started_at: before(50 * HOUR), finished_at: before(50 * HOUR - 2), outcome: 'ok', name: 'backup-2026-11-28T213000000Z.tgz.enc', bytes: 2_400_000, error: null },
        ],
        warnings: ['older-than-a-day', 'last-run-failed'],
      },
    });
    const warning = await screen.findByRole('status', { name: 'Backups need attention' });
    expect(warning).toHaveTextContent('The newest backup was made 2 days ago, and one is due every night: check the workers and their log.');
    expect(warning).toHaveTextContent('The last night’s backup failed: pg_dump: connection refused');
    const failed = within(screen.getByRole('table', { name: /Latest nights/ })).getByRole('row', { name: /30 November 2026/ });
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('pg_dump: connection refused');
  });

  it('says no backup is kept, and how nightly backups are turned on, on a site that never made one', async () => {
    open({ ...healthy, backups: { ...healthy.backups, nightly: false, kept: { count: 0, newest: null }, runs: [], warnings: ['none-kept'] } });
    expect(await screen.findByRole('status', { name: 'Backups need attention' })).toHaveTextContent(
      'No backup is kept. This instance’s settings make no nightly backup (no BACKUP_KEY, or BACKUP_NIGHTLY=0): a worker with BACKUP_KEY makes one every night.',
    );
    const backups = await section('Backups');
    expect(within(backups).getByText('Nightly backup').nextElementSibling).toHaveTextContent('Off on this instance');
    expect(within(backups).getByText('No nightly backup has run yet.')).toBeInTheDocument();
  });

  it('shows the outbox: waiting, failing, sent in 24 hours and the oldest waiting one’s age', async () => {
    open({ ...healthy, mail: { waiting: 5, failing: 2, sent_last_day: 41, oldest_waiting_at: before(2 * HOUR) } });
    const mail = await section('Mail');
    const outbox = within(mail).getByLabelText('Outbox');
    expect(within(outbox).getByText('Waiting').nextElementSibling).toHaveTextContent('5');
    expect(within(outbox).getByText('Failing').nextElementSibling).toHaveTextContent('2');
    expect(within(outbox).getByText('Sent in 24 hours').nextElementSibling).toHaveTextContent('41');
    expect(within(outbox).getByText('Oldest waiting').nextElementSibling).toHaveTextContent('2 hours ago');
    const warning = within(mail).getByRole('status', { name: 'Mail needs attention' });
    expect(warning).toHaveTextContent('The oldest waiting message was written 2 hours ago: check that a worker is running.');
    expect(warning).toHaveTextContent('2 messages are failing.');
  });

  it('says mail is only kept when no SMTP server is set, without warning of waiting messages', async () => {
    open({ ...healthy, readiness: { ...healthy.readiness, mail: 'off' }, mail: { waiting: 120, failing: 0, sent_last_day: 0, oldest_waiting_at: before(90 * 24 * HOUR) } });
    const mail = await section('Mail');
    expect(within(mail).getByText('No SMTP server is set (SMTP_URL): every message is kept in the outbox and none is sent.')).toBeInTheDocument();
    expect(within(mail).getByText('Kept, not sent').nextElementSibling).toHaveTextContent('120');
    expect(within(mail).getByText('Oldest kept').nextElementSibling).toHaveTextContent('90 days ago');
    expect(within(mail).queryByRole('status', { name: 'Mail needs attention' })).not.toBeInTheDocument();
  });

  it('lists each job queue with what waits, runs and failed, and how long its oldest job has waited', async () => {
    open(healthy);
    const table = await screen.findByRole('table', { name: 'Job queues' });
    const mail = within(table).getByRole('row', { name: /mail\.send/ });
    const cells = within(mail).getAllByRole('cell').map((cell) => cell.textContent);
    // Queue, Waiting, Active, Failed, Retrying, Later, Oldest wait
    expect(cells).toEqual(['mail.send', 'Waiting: 3', 'Active: 2', 'Failed: 4', 'Retrying: 1', 'Later: 0', 'Oldest wait: 3 minutes']);
    expect(within(table).getByRole('row', { name: /backups\.nightly/ })).toHaveTextContent('Oldest wait: —');
  });

  it('warns of a queue whose oldest job has waited over ten minutes', async () => {
    open({ ...healthy, jobs: [{ ...healthy.jobs![1], oldest_waiting_seconds: 45 * 60 }] });
    expect(await screen.findByRole('status', { name: 'Job queues need attention' })).toHaveTextContent('mail.send: a job has waited 45 minutes to be taken. Check that a worker is running.');
  });

  it('counts this month’s WhatsApp and SMS messages and links the notices page', async () => {
    open(healthy);
    const section = await screen.findByRole('region', { name: 'WhatsApp and SMS this month' });
    const month = await within(section).findByLabelText('Messages this month');
    expect(within(month).getByText('WhatsApp').nextElementSibling).toHaveTextContent('412');
    expect(within(month).getByText('SMS').nextElementSibling).toHaveTextContent('57');
    expect(within(month).getByText('96 SMS parts')).toBeInTheDocument();
    expect(within(month).getByText('Failed').nextElementSibling).toHaveTextContent('9');
    expect(within(section).getByRole('link', { name: 'Notices and their templates' })).toHaveAttribute('href', '/staff/notices');
  });

  it('shows every part it could read when one could not, and says which one', async () => {
    open({ ...healthy, readiness: { ...healthy.readiness, status: 'unready', jobs: 'failing' }, jobs: null, remotes: null });
    const readiness = await section('Readiness');
    expect(within(readiness).getByText(/^Not ready/)).toBeInTheDocument();
    expect(within(within(readiness).getByLabelText('Parts')).getByText('Job queue').nextElementSibling).toHaveTextContent('Failing');
    expect(within(await section('Job queues')).getByText('The job queues could not be read just now.')).toBeInTheDocument();
    expect(within(await section('Release')).getByText('The pins could not be read just now.')).toBeInTheDocument();
    expect(within(await section('Mail')).getByLabelText('Outbox')).toBeInTheDocument();
  });

  it('reads again when asked', async () => {
    const api = open(healthy);
    await section('Readiness');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(api.calls.filter((call) => call === SYSTEM)).toEqual([SYSTEM, SYSTEM]));
  });

  it('says so when the server refuses the page', async () => {
    mockApi({ [SYSTEM]: failure(403, 'This is for admins only.') });
    renderPage(<StaffSystemPage />, { path: '/staff/system' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This is for admins only.');
  });
});

describe('times in words', () => {
  it('says how long, as a person reads it', () => {
    expect(duration(20)).toBe('under a minute');
    expect(duration(60)).toBe('1 minute');
    expect(duration(59 * 60)).toBe('59 minutes');
    expect(duration(HOUR)).toBe('1 hour');
    expect(duration(47 * HOUR)).toBe('47 hours');
    expect(duration(50 * HOUR)).toBe('2 days');
    expect(ago(before(10), NOW)).toBe('just now');
    expect(ago(before(3 * 60), NOW)).toBe('3 minutes ago');
  });
});
