// Runs closed-loop loads in a process of its own (started by api.ts), so the client's work never shares the event
// loop of the servers it measures.
import { closedLoop } from './load.js';

process.on('message', async (message: { id: number; load: Parameters<typeof closedLoop>[0] }) => {
  process.send!({ id: message.id, result: await closedLoop(message.load) });
});
process.on('disconnect', () => process.exit(0));
