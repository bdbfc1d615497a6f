// A worker thread of the render pool (render-pool.ts): it renders first views with render-core.ts, and asks the app's
// thread, over its port, for the API calls a page makes and for the remote bundles it has not read yet.
import { parentPort, workerData } from 'node:worker_threads';
import { renderCore, type ApiAnswer, type ApiCall, type RenderInput } from './render-core.js';
import type { FromWorker, ToWorker } from './render-pool.js';

const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);
let serial = 0;
const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();

function ask<T>(message: { kind: 'api'; call: ApiCall } | { kind: 'bundle'; key: string }) {
  return new Promise<T>((resolve, reject) => {
    const id = ++serial;
    waiting.set(id, { resolve: resolve as (value: never) => void, reject });
    send({ ...message, id });
  });
}

const core = renderCore({
  shellFile: (workerData as { shellFile: string }).shellFile,
  callApi: (call) => ask<ApiAnswer>({ kind: 'api', call }),
  readBundle: (key) => ask<string | null>({ kind: 'bundle', key }),
});

async function render(id: number, input: RenderInput) {
  try {
    send({ kind: 'rendered', id, outcome: await core.render(input) });
  } catch (error) {
    // A render that throws, or an answer that cannot be sent between threads (a function in the page's data), is a
    // failed render.
    send({ kind: 'failed', id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

send({ kind: 'ready' });

port.on('message', (message: ToWorker) => {
  if (message.kind === 'render') {
    void render(message.id, message.input);
    return;
  }
  const asked = waiting.get(message.id);
  if (!asked) return;
  waiting.delete(message.id);
  if ('error' in message) asked.reject(new Error(message.error));
  else asked.resolve(message.value as never);
});
