// First views rendered in worker threads (docs/decisions/025). A render holds its thread for 25–70 ms of CPU; in the
// app's own thread every request that arrives meanwhile waits, and those waits were the rendered pages' p99. In a
// worker the app's thread only answers the render's API calls and sends the HTML. A worker whose render outlives its
// time (a remote's bundle caught in a loop) is stopped and replaced: its renders are left to the browser, and the app
// goes on answering.
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiAnswer, ApiCall, CoreOutcome, RenderInput } from './render-core.js';

/** What the app's thread sends a worker. */
export type ToWorker =
  | { kind: 'render'; id: number; input: RenderInput }
  | { kind: 'answer'; id: number; value: ApiAnswer | string | null }
  | { kind: 'answer'; id: number; error: string };
/** What a worker sends the app's thread. */
export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'rendered'; id: number; outcome: CoreOutcome }
  | { kind: 'failed'; id: number; error: string }
  | { kind: 'api'; id: number; call: ApiCall }
  | { kind: 'bundle'; id: number; key: string };

export interface RenderPoolOptions {
  size: number;
  shellFile: string;
  callApi(call: ApiCall): Promise<ApiAnswer>;
  readBundle(key: string): Promise<string | null>;
  /** how long one render may hold a worker before the worker is stopped (ms) */
  timeoutMs: number;
  log: FastifyBaseLogger;
}

// A worker whose memory grows past this (a leak in a page's code) is stopped, and a new one renders the next page.
const resourceLimits = { maxOldGenerationSizeMb: 512 };
// A worker starts with an empty environment: the database's address, the storage's keys and every other secret stay in
// the app's thread, which answers the worker's API calls and bundle reads. Only the mode the bundles were built for.
const env = process.env.NODE_ENV ? { NODE_ENV: process.env.NODE_ENV } : {};
// The worker is the module beside this one. Run from source, the worker thread first registers tsx, as the process's
// `--import tsx` did for the app's thread (a worker does not take that flag).
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './render-worker.ts' : './render-worker.js', import.meta.url);
const newWorker = (workerData: unknown) =>
  fromSource
    ? new Worker(`import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile.href)}); });`, {
        eval: true,
        workerData,
        resourceLimits,
        env,
      })
    : new Worker(workerFile, { workerData, resourceLimits, env });

interface InFlight {
  resolve(outcome: CoreOutcome): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  /** renders in flight, by id */
  renders: Map<number, InFlight>;
  /** the worker has loaded its code; until then renders wait, and their time has not started */
  ready: boolean;
  whenReady: Array<() => void>;
}

export function renderPool({ size, shellFile, callApi, readBundle, timeoutMs, log }: RenderPoolOptions) {
  const slots: Array<Slot | null> = Array.from({ length: size }, () => null);
  let serial = 0;
  let closed = false;

  /** Ends a worker's renders with `error` (their pages go to the browser) and frees its place for a new one. */
  function retire(index: number, slot: Slot, error: Error) {
    if (slots[index] === slot) slots[index] = null;
    for (const [id, render] of slot.renders) {
      clearTimeout(render.timer);
      slot.renders.delete(id);
      render.reject(error);
    }
  }

  function start(index: number): Slot {
    // A worker keeps no process alive on its own: the app's server does, and close() stops the workers.
    const worker = newWorker({ shellFile });
    worker.unref();
    const slot: Slot = { worker, renders: new Map(), ready: false, whenReady: [] };
    const reply = (message: ToWorker) => {
      if (slots[index] === slot) worker.postMessage(message);
    };
    worker.on('message', (message: FromWorker) => {
      switch (message.kind) {
        case 'ready':
          slot.ready = true;
          for (const arm of slot.whenReady.splice(0)) arm();
          return;
        case 'rendered':
        case 'failed': {
          const render = slot.renders.get(message.id);
          if (!render) return;
          slot.renders.delete(message.id);
          clearTimeout(render.timer);
          if (message.kind === 'rendered') render.resolve(message.outcome);
          else render.reject(new Error(message.error));
          return;
        }
        case 'api':
          callApi(message.call).then(
            (value) => reply({ kind: 'answer', id: message.id, value }),
            (error: unknown) => reply({ kind: 'answer', id: message.id, error: String(error) }),
          );
          return;
        case 'bundle':
          readBundle(message.key).then(
            (value) => reply({ kind: 'answer', id: message.id, value }),
            (error: unknown) => reply({ kind: 'answer', id: message.id, error: String(error) }),
          );
          return;
      }
    });
    worker.on('error', (error) => {
      log.error({ err: error }, 'a render worker failed: its pages are rendered in the browser, and a new worker renders the next');
      retire(index, slot, error);
    });
    worker.on('exit', (code) => retire(index, slot, new Error(`the render worker stopped (exit code ${code})`)));
    slots[index] = slot;
    return slot;
  }

  return {
    render(input: RenderInput): Promise<CoreOutcome> {
      if (closed) return Promise.reject(new Error('the render pool is closed'));
      // The worker with the fewest renders in flight (a render waits on the API between its passes); another is
      // started, up to the pool's size, when every one has a render in flight.
      let index = -1;
      slots.forEach((slot, i) => {
        if (slot && (index < 0 || slot.renders.size < slots[index]!.renders.size)) index = i;
      });
      if (index < 0 || slots[index]!.renders.size > 0) {
        const free = slots.indexOf(null);
        if (free >= 0) index = free;
      }
      const slot = slots[index] ?? start(index);
      const id = ++serial;
      return new Promise<CoreOutcome>((resolve, reject) => {
        const render: InFlight = { resolve, reject };
        // The render's time starts once its worker has loaded its code (a new worker takes a moment).
        const arm = () => {
          if (!slot.renders.has(id)) return;
          render.timer = setTimeout(() => {
            log.error({ url: input.url, timeoutMs }, 'a render took too long: its worker is stopped, and a new worker renders the next');
            retire(index, slot, new Error(`the render took longer than ${timeoutMs} ms`));
            void slot.worker.terminate();
          }, timeoutMs);
        };
        slot.renders.set(id, render);
        if (slot.ready) arm();
        else slot.whenReady.push(arm);
        try {
          slot.worker.postMessage({ kind: 'render', id, input } satisfies ToWorker);
        } catch (error) {
          slot.renders.delete(id);
          clearTimeout(render.timer);
          reject(error as Error);
        }
      });
    },
    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (slot, index) => {
          if (!slot) return;
          retire(index, slot, new Error('the render pool is closed'));
          await slot.worker.terminate();
        }),
      );
    },
  };
}
