// For load balancers and uptime checks. The call's one written path (decision 016).
import { calls } from '../contract';

export const healthCalls = calls({
  getHealth: 'GET /health',
  getLiveness: 'GET /health/live',
  getReadiness: 'GET /health/ready',
});
