// What a service needs, named (decision 044): a service takes the parts it uses — the database, the uploads'
// storage, the mailer, the job queue, the clock, the settings, the log — as one argument, not the Fastify instance,
// so its reader and its test see what it touches. Routes and jobs hand their own over with `depsOf(app)`; a test
// may build a `Pick<Deps, …>` of its own.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Database } from './db/schema.js';
import type { Clock } from './lib/clock.js';
import type { Jobs } from './plugins/jobs.js';
import type { Mailer } from './plugins/mailer.js';
import type { Storage } from './plugins/storage.js';

export interface Deps {
  db: Kysely<Database>;
  /** uploaded files */
  storage: Storage;
  mailer: Mailer;
  jobs: Jobs;
  clock: Clock;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** The parts of a running app, as a service takes them. Reads each part when asked, so it may be called before every plugin has registered. */
export function depsOf(app: FastifyInstance): Deps {
  return {
    get db() {
      return app.db;
    },
    get storage() {
      return app.storage;
    },
    get mailer() {
      return app.mailer;
    },
    get jobs() {
      return app.jobs;
    },
    get clock() {
      return app.config.clock;
    },
    get config() {
      return app.config;
    },
    get log() {
      return app.log;
    },
  };
}
