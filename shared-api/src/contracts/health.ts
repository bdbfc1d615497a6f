// The health check: its access and answer (decision 016). Server and API docs only.
import { contract } from '../contract';
import { healthCalls } from '../calls/health';
import { Health, Liveness, Readiness } from '../shapes/common';

export const healthContract = contract('health', healthCalls, {
  getHealth: { access: 'public', summary: 'Liveness and database check', answer: Health },
  getLiveness: { access: 'public', summary: 'Whether the process is alive (it answers)', answer: Liveness },
  getReadiness: {
    access: 'public',
    summary: 'Whether this instance can serve: its database, storage, job queue and mail server',
    description:
      '200 while the database, the storage and the job queue answer (status `degraded` when only the mail server does not), ' +
      '503 with the same fields when one of them does not or the instance is stopping. Says which part fails, never why.',
    answer: Readiness,
  },
});
