import type { PinnedRemote, StaffSystem } from '../../shapes';
import { formatDateTime, Heading, Stack, Text } from 'shared-ui';
import { StaffTable, type StaffColumn } from 'shared-ui/table';
import { Figure, Figures, SystemSection, Unread, When } from './parts';

const ROLES = { web: 'answers the site', worker: 'works the job queues' } as const;

function pinColumns(now: string): StaffColumn<PinnedRemote>[] {
  return [
    { id: 'name', header: 'Remote', primary: true, cell: (pin) => pin.name },
    { id: 'version', header: 'Version', primary: true, cell: (pin) => pin.version },
    {
      id: 'pinned_at',
      header: 'Pinned',
      phoneLabel: true,
      cell: (pin) => (pin.pinned_at ? <When at={pin.pinned_at} now={now} /> : 'not recorded'),
    },
    { id: 'reason', header: 'Why', cell: (pin) => pin.reason || '—' },
  ];
}

/** The server this instance runs and the remotes every page loads now. */
export function ReleaseSection({ system }: { system: StaffSystem }) {
  const { server, remotes, checked_at: now } = system;
  return (
    <SystemSection id="release" title="Release">
      <Figures label="Server">
        <Figure label="Server version">{server.version ?? 'unknown'}</Figure>
        <Figure label="Runs" note={server.compiled ? 'built by npm run build' : 'through tsx, not the build'}>
          {server.compiled ? 'Compiled' : 'From source'}
        </Figure>
        <Figure label="Node.js">{server.node}</Figure>
        <Figure label="Started" note={formatDateTime(server.started_at)}>
          <When at={server.started_at} now={now} />
        </Figure>
      </Figures>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        Read by the instance on {server.host}, which {server.roles.map((role) => ROLES[role]).join(' and ')}. Another instance may run another release.
      </Text>
      <Stack gap="2">
        <Heading as="h3" size="md">
          Remotes pinned now
        </Heading>
        {remotes ? (
          <>
            <StaffTable
              caption="Remotes pinned now"
              rows={remotes.pins}
              columns={pinColumns(now)}
              rowKey={(pin) => pin.name}
              rowLabel={(pin) => `${pin.name} ${pin.version}`}
              empty={<Text color="fg.muted">No remote is pinned: the site shows no page of a remote.</Text>}
            />
            <Text fontSize="sm" color="fg.muted">
              {remotes.kept_in === 'database' ? 'Pins live in the database.' : 'Pins live in the deploy folder’s manifest.json.'} The pins record when and why, not who.
            </Text>
          </>
        ) : (
          <Unread what="The pins" />
        )}
      </Stack>
    </SystemSection>
  );
}
