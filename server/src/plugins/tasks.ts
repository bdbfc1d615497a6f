import fp from 'fastify-plugin';

export interface Tasks {
  /** Runs work after the answer has gone, so its duration can't reveal anything to the caller. */
  run(name: string, work: () => Promise<unknown>): void;
  /** resolves once every task started so far has finished (shutdown, tests) */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tasks: Tasks;
  }
}

export default fp(
  async (app) => {
    const pending = new Set<Promise<unknown>>();
    const tasks: Tasks = {
      run(name, work) {
        const task = work()
          .catch((error) => app.log.error({ err: error, task: name }, 'background task failed'))
          .finally(() => pending.delete(task));
        pending.add(task);
      },
      async settled() {
        while (pending.size) await Promise.allSettled([...pending]);
      },
    };
    app.decorate('tasks', tasks);
    app.addHook('preClose', () => tasks.settled());
  },
  { name: 'tasks' },
);
