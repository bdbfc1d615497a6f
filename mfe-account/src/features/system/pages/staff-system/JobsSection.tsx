import type { JobQueueFigures, StaffSystem } from '../../shapes';
import { Text } from 'shared-ui';
import { StaffTable, type StaffColumn } from 'shared-ui/table';
import { SystemSection, Unread, Warnings } from './parts';
import { duration } from './words';

/** A due job waiting longer than this means no worker works its queue (the metrics' alert says the same). */
const LATE_SECONDS = 10 * 60;

type Count = 'waiting' | 'active' | 'failed' | 'retrying' | 'scheduled';

const count = (id: Count, header: string): StaffColumn<JobQueueFigures> => ({ id, header, numeric: true, phoneLabel: true, cell: (queue) => queue[id] });

const columns: StaffColumn<JobQueueFigures>[] = [
  { id: 'name', header: 'Queue', primary: true, cell: (queue) => queue.name },
  count('waiting', 'Waiting'),
  count('active', 'Active'),
  count('failed', 'Failed'),
  count('retrying', 'Retrying'),
  count('scheduled', 'Later'),
  { id: 'oldest', header: 'Oldest wait', phoneLabel: true, cell: (queue) => (queue.oldest_waiting_seconds === null ? '—' : duration(queue.oldest_waiting_seconds)) },
];

/** Each job queue: what waits, what runs, what gave up, and how long the oldest due job has waited. */
export function JobsSection({ system }: { system: StaffSystem }) {
  const { jobs } = system;
  const late = jobs?.filter((queue) => (queue.oldest_waiting_seconds ?? 0) > LATE_SECONDS) ?? [];
  return (
    <SystemSection id="jobs" title="Job queues">
      {jobs ? (
        <>
          <Warnings
            label="Job queues need attention"
            lines={late.map((queue) => `${queue.name}: a job has waited ${duration(queue.oldest_waiting_seconds ?? 0)} to be taken. Check that a worker is running.`)}
          />
          <StaffTable caption="Job queues" rows={jobs} columns={columns} rowKey={(queue) => queue.name} rowLabel={(queue) => queue.name} empty={<Text color="fg.muted">No queue yet.</Text>} />
          <Text fontSize="sm" color="fg.muted">
            Failed jobs gave up after every retry; the queue keeps them a week. Later: due at a set time.
          </Text>
        </>
      ) : (
        <Unread what="The job queues" />
      )}
    </SystemSection>
  );
}
