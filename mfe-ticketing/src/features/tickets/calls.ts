// My tickets: the call's one written path (decision 016).
import { calls } from 'shared-api/contract';

export const myTicketsCalls = calls({
  getMyTickets: 'GET /user/tickets',
});
