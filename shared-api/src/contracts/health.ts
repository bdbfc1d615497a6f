// The health check: its access and answer (decision 016). Server and API docs only.
import { contract } from '../contract';
import { healthCalls } from '../calls/health';
import { Health } from '../shapes/common';

export const healthContract = contract('health', healthCalls, {
  getHealth: { access: 'public', summary: 'Liveness and database check', answer: Health },
});
