import { formatFileSize } from 'shared-api';
import type { BackupRun, StaffSystem } from '../../shapes';
import { Badge, formatDate, Heading, Stack, Text } from 'shared-ui';
import { StaffTable, type StaffColumn } from 'shared-ui/table';
import { Figure, Figures, SystemSection, Unread, Warnings, When } from './parts';
import { ago } from './words';

type Backups = StaffSystem['backups'];

const OUTCOMES = {
  ok: { label: 'Written', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  unfinished: { label: 'Not finished', palette: 'orange' },
} as const;

function runColumns(now: string): StaffColumn<BackupRun>[] {
  return [
    // The night's Karachi date: its 02:30 backup.
    { id: 'night', header: 'Night of', primary: true, cell: (run) => formatDate(run.night) },
    {
      id: 'outcome',
      header: 'Outcome',
      primary: true,
      cell: (run) => (
        <Badge colorPalette={OUTCOMES[run.outcome].palette} variant="subtle">
          {OUTCOMES[run.outcome].label}
        </Badge>
      ),
    },
    { id: 'started_at', header: 'Started', phoneLabel: true, cell: (run) => <When at={run.started_at} now={now} /> },
    { id: 'bytes', header: 'Size', numeric: true, cell: (run) => (run.bytes === null ? '—' : formatFileSize(run.bytes)) },
    { id: 'file', header: 'File or error', cell: (run) => run.error ?? run.name ?? '—' },
  ];
}

const NIGHTLY_OFF = 'This instance’s settings make no nightly backup (no BACKUP_KEY, or BACKUP_NIGHTLY=0): a worker with BACKUP_KEY makes one every night.';

/** Each warning of the server, in words, with what to do. */
function warningLines(backups: Backups, now: string) {
  const last = backups.runs?.[0];
  return backups.warnings.map((warning) => {
    switch (warning) {
      case 'none-kept':
        return backups.nightly ? 'No backup is kept yet: the first nightly backup has not been written.' : `No backup is kept. ${NIGHTLY_OFF}`;
      case 'older-than-a-day': {
        const made = `The newest backup was made ${backups.kept?.newest ? ago(backups.kept.newest.at, now) : 'over a day ago'}`;
        return backups.nightly ? `${made}, and one is due every night: check the workers and their log.` : `${made}. ${NIGHTLY_OFF}`;
      }
      case 'last-run-failed':
        return `The last night’s backup failed${last?.error ? `: ${last.error}` : '.'}`;
      case 'place-unreadable':
        return 'The backups could not be listed where they are kept: the server’s log says why.';
    }
  });
}

/** What is kept, the latest nights' runs, and what to act on. */
export function BackupsSection({ system }: { system: StaffSystem }) {
  const { backups, checked_at: now } = system;
  return (
    <SystemSection id="backups" title="Backups">
      <Warnings label="Backups need attention" lines={warningLines(backups, now)} />
      <Figures label="Backups kept">
        <Figure label="Newest backup" note={backups.kept?.newest?.name}>
          {backups.kept ? backups.kept.newest ? <When at={backups.kept.newest.at} now={now} /> : 'None' : 'Unknown'}
        </Figure>
        <Figure label="Backups kept">{backups.kept ? backups.kept.count : 'Unknown'}</Figure>
        <Figure label="Nightly backup">{backups.nightly ? 'On, at 02:30' : 'Off on this instance'}</Figure>
        <Figure label="Kept in">
          <Text as="span" fontFamily="mono" fontSize="sm" fontWeight="normal" dir="ltr">
            {backups.kept_in}
          </Text>
        </Figure>
      </Figures>
      <Stack gap="2">
        <Heading as="h3" size="md">
          Latest nights
        </Heading>
        {backups.runs ? (
          <StaffTable
            caption="Latest nights’ backups, newest first"
            rows={backups.runs}
            columns={runColumns(now)}
            rowKey={(run) => run.night}
            rowLabel={(run) => `Night of ${formatDate(run.night)}`}
            empty={<Text color="fg.muted">No nightly backup has run yet.</Text>}
          />
        ) : (
          <Unread what="The nightly runs" />
        )}
      </Stack>
    </SystemSection>
  );
}
