import type { StaffSystem } from '../../shapes';
import { Badge, Text } from 'shared-ui';
import { Figure, Figures, SystemSection } from './parts';

type Readiness = StaffSystem['readiness'];

const PARTS: { key: Exclude<keyof Readiness, 'status'>; label: string }[] = [
  { key: 'database', label: 'Database' },
  { key: 'storage', label: 'Storage' },
  { key: 'jobs', label: 'Job queue' },
  { key: 'mail', label: 'Mail server' },
];

const STATES = {
  ok: { label: 'OK', palette: 'green' },
  failing: { label: 'Failing', palette: 'red' },
  off: { label: 'Off', palette: 'gray' },
} as const;

const VERDICTS: Record<Readiness['status'], string> = {
  ready: 'Ready: this instance serves, and every part it needs answers.',
  degraded: 'Serving, degraded: the mail server does not answer. Messages wait in the outbox and go once it does.',
  unready: 'Not ready: a part this instance needs does not answer, so the load balancer sends no one here.',
  stopping: 'Stopping: this instance finishes what it has and takes nothing new.',
};

/** Each part this instance needs, as its readiness check finds it. */
export function ReadinessSection({ readiness }: { readiness: Readiness }) {
  return (
    <SystemSection id="readiness" title="Readiness">
      <Text>{VERDICTS[readiness.status]}</Text>
      <Figures label="Parts">
        {PARTS.map((part) => {
          const state = STATES[readiness[part.key]];
          return (
            <Figure key={part.key} label={part.label} note={part.key === 'mail' && readiness.mail === 'off' ? 'No SMTP server is set' : undefined}>
              <Badge colorPalette={state.palette} variant={state.palette === 'gray' ? 'outline' : 'solid'} size="md">
                {state.label}
              </Badge>
            </Figure>
          );
        })}
      </Figures>
    </SystemSection>
  );
}
