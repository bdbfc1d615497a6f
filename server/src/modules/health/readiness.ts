// Whether this instance can serve, for a load balancer (the status code) and an uptime monitor (the status word): each
// part it needs is asked with a time limit, so a database that hangs makes the answer `failing` within seconds instead
// of holding the check. The answer names the parts, never an error's text; the reason goes to the log.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { pingDatabase, pingJobQueue } from './queries.js';

export type CheckState = 'ok' | 'failing';

export interface Readiness {
  status: 'ready' | 'degraded' | 'unready' | 'stopping';
  database: CheckState;
  storage: CheckState;
  jobs: CheckState;
  mail: CheckState | 'off';
}

/** How long one part may take to answer before it counts as failing. */
export const CHECK_TIMEOUT_MS = 2000;
/** An SMTP server is asked at most this often: every check opens a connection, and mail servers limit them. */
const MAIL_CHECK_INTERVAL_MS = 60_000;
/** Checks made within this time of each other share one answer, so a burst of probes asks each part once. */
const SHARED_FOR_MS = 500;

/** The work's answer, or a failure naming `what` once `ms` have passed without one. */
export const timeLimit = <T>(work: Promise<T>, ms: number, what: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** A storage key nobody stores: asking for it shows the bucket answers (a missing object is an answer). */
const PROBE_KEY = 'readinessprobe.png';

export function readinessChecks(app: FastifyInstance, { timeoutMs = CHECK_TIMEOUT_MS } = {}) {
  const failed = new Map<string, string>();
  const check = async (name: string, work: () => Promise<unknown>): Promise<CheckState> => {
    try {
      await timeLimit(work(), timeoutMs, name);
      if (failed.delete(name)) app.log.info({ check: name }, 'readiness check answers again');
      return 'ok';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Logged when a part starts failing or fails differently, not on every probe.
      if (failed.get(name) !== reason) app.log.error({ check: name, err: error }, 'readiness check failing');
      failed.set(name, reason);
      return 'failing';
    }
  };

  const storage = async () => {
    const s3 = app.config.s3Storage;
    if (!s3) return fs.promises.access(path.join(app.config.dataDir, 'storage'), fs.constants.W_OK);
    const file = await app.storage.get(PROBE_KEY);
    file?.stream.destroy();
  };

  let mail: { state: CheckState; at: number } | null = null;
  let mailPending: Promise<CheckState> | null = null;
  const mailState = async (): Promise<CheckState | 'off'> => {
    const url = app.config.smtpUrl;
    if (!url) return 'off';
    if (mail && Date.now() - mail.at < MAIL_CHECK_INTERVAL_MS) return mail.state;
    mailPending ??= (async () => {
      const transport = nodemailer.createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
      try {
        const state = await check('mail', () => transport.verify());
        mail = { state, at: Date.now() };
        return state;
      } finally {
        transport.close();
        mailPending = null;
      }
    })();
    return mailPending;
  };

  let shared: { at: number; answer: Promise<Omit<Readiness, 'status'>> } | null = null;
  const parts = () => {
    if (shared && Date.now() - shared.at < SHARED_FOR_MS) return shared.answer;
    const answer = (async () => {
      const [database, storageState, jobs, mailCheck] = await Promise.all([
        check('database', () => pingDatabase(app.db)),
        check('storage', storage),
        check('jobs', () => pingJobQueue(app.db)),
        mailState(),
      ]);
      return { database, storage: storageState, jobs, mail: mailCheck };
    })();
    shared = { at: Date.now(), answer };
    return answer;
  };

  /** The parts' states and the verdict: unready when the database, storage or job queue fails; degraded when only mail does. */
  return async (stopping: boolean): Promise<Readiness> => {
    const states = await parts();
    const broken = states.database === 'failing' || states.storage === 'failing' || states.jobs === 'failing';
    const status = stopping ? 'stopping' : broken ? 'unready' : states.mail === 'failing' ? 'degraded' : 'ready';
    return { status, ...states };
  };
}
