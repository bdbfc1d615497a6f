import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { EASYPAISA_SIMULATOR_PREFIX, JAZZCASH_SIMULATOR_PREFIX, resolveConfig, SMS_SIMULATOR_PREFIX, WHATSAPP_SIMULATOR_PREFIX, type AppConfig, type AppOptions } from './config.js';
import { seedIfFresh } from './db/seed/seed.js';
import { yupValidatorCompiler } from './http/yup-schema.js';
import { RequestLog, requestIdFactory } from './lib/logging.js';
import { backupBeforeMigrating } from './modules/backups/before-migrating.js';
import { pinnedManifest, publishedVersions } from './modules/remotes/manifest.js';
import { loadCommonPasswords } from './modules/users/common-passwords.js';
import loginFormRoutes from './modules/web/login-form.js';
import remoteRoutes from './modules/remotes/serve-manifest.js';
import localBuildRoutes from './modules/web/local-builds.js';
import webRoutes from './modules/web/site.js';
import { languageRoutes } from './modules/web/language.js';
import answerLanguage from './plugins/answer-language.js';
import easypaisaSimulator from './modules/payments/easypaisa-simulator.js';
import jazzCashSimulator from './modules/payments/jazzcash-simulator.js';
import smsSimulator from '../../mfe-account/src/features/notices/server/sms-simulator.js';
import whatsAppSimulator from '../../mfe-account/src/features/notices/server/whatsapp-simulator.js';
import { firstView, visitorPageCache } from './modules/web/first-view.js';
import health from './modules/health/checks.js';
import { featureHookFiles, featureJobFiles, featureRouteFiles } from './features.js';
import { serverRenderer } from './modules/web/server-render.js';
import { liveFeaturedEvent } from './modules/web/featured-event.js';
import { shellPage } from './modules/web/shell-page.js';
import auth from './plugins/auth.js';
import compression from './plugins/compression.js';
import db from './plugins/db.js';
import docs from './plugins/docs.js';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors.js';
import jobs, { isJobDefinition } from './plugins/jobs.js';
import metrics from './plugins/metrics.js';
import requestContext from './plugins/request-context.js';
import mailer from './plugins/mailer.js';
import security from './plugins/security.js';
import storage from './plugins/storage.js';
import tasks from './plugins/tasks.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /**
     * Set when the process has been told to stop: readiness answers 503 so load balancers send no one new, while
     * every request still gets its answer until the server closes (main.ts waits SHUTDOWN_DELAY_SECONDS between).
     */
    stopping: boolean;
  }
}

const seed = fp(
  async (app) => {
    const seeded = await seedIfFresh(app.db, app.storage, { demo: app.config.demoContent });
    if (seeded === 'demo') app.log.info('fresh database seeded with demo content');
    else if (seeded === 'reference')
      app.log.info('fresh database given its skills and cities, and no demo content: make the first admin with npm run admin -- create-admin <email>');
  },
  { name: 'seed', dependencies: ['db', 'storage'] },
);

const modulesDir = new URL('./modules/', import.meta.url);

/**
 * The API's route plugins: the files `modules/<module>/routes.ts` and `modules/<module>/<part>-routes.ts`, in the order
 * of their paths, then each feature's `server/routes.ts` and `server/<part>-routes.ts` (features.ts). Each
 * default-exports a plugin (and may export more, named `…Routes`). The site's own pages (`web/site.ts`) and the remotes' manifest (`remotes/serve-manifest.ts`) are outside /api and registered below.
 */
export function apiRouteFiles(): URL[] {
  return fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      fs
        .readdirSync(new URL(`${entry.name}/`, modulesDir))
        .filter((file) => /^([a-z-]+-)?routes\.(ts|js)$/.test(file))
        .map((file) => `${entry.name}/${file.replace(/\.(ts|js)$/, '.js')}`),
    )
    .filter((file, i, all) => all.indexOf(file) === i)
    .sort()
    .map((file) => new URL(file, modulesDir))
    .concat(featureRouteFiles());
}

/** Each module's file of this name (`modules/<module>/<name>.ts`), as a `.js` URL, in the modules' order. */
const moduleFilesNamed = (name: string): URL[] =>
  fs
    .readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (fs.existsSync(new URL(`${entry.name}/${name}.ts`, modulesDir)) || fs.existsSync(new URL(`${entry.name}/${name}.js`, modulesDir))))
    .map((entry) => new URL(`${entry.name}/${name}.js`, modulesDir))
    .sort((a, b) => a.href.localeCompare(b.href));

/** The modules' job files, `modules/<module>/jobs.ts`, and the features' `server/jobs.ts`, found by name like the routes. */
export const jobFiles = (): URL[] => moduleFilesNamed('jobs').concat(featureJobFiles());

/**
 * The modules' and features' hooks files (`modules/<module>/hooks.ts`, a feature's `server/hooks.ts`): what they plug
 * into the server's registries (an order kind, a file gate, a certificate verifier, a listener of freed seats). Every
 * process imports them before its jobs and routes: a worker settles orders and expires them too (a wallet's late
 * answer, an order's hold ended), and it loads no routes file.
 */
export const hookFiles = (): URL[] => moduleFilesNamed('hooks').concat(featureHookFiles());

const moduleHooks = fp(
  async () => {
    for (const file of hookFiles()) await import(file.href);
  },
  { name: 'module-hooks' },
);

/** Every process makes the queues of the jobs the modules declare (a job is queued only to a queue that exists); a worker process also works them. */
const moduleJobs = fp<{ work: boolean }>(
  async (app, { work }) => {
    for (const file of jobFiles()) {
      for (const job of Object.values(await import(file.href)).filter(isJobDefinition)) {
        if (work) await app.jobs.work<object>(job.name, job.retry, (data, attempt) => job.handler(app, data, attempt), job.worker);
        else await app.jobs.declare(job.name, job.retry);
        const first = job.queuedAtWorkerStart;
        if (work && first) app.addHook('onReady', async () => void (await app.jobs.queue(job, first)));
      }
    }
  },
  { name: 'module-jobs', dependencies: ['db', 'jobs', 'mailer', 'storage', 'module-hooks'] },
);

/** A routes file's plugin is a function it exports (Fastify refuses anything else when it registers it). */
const isRoutePlugin = (value: unknown): value is FastifyPluginAsync => typeof value === 'function';

const routePluginsOf = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(([name]) => name === 'default' || name.endsWith('Routes'))
    .map(([, value]) => value)
    .filter(isRoutePlugin);

/** The whole server, not yet listening: `main.ts` starts it, tests drive it with `inject`. */
export function buildApp(options: AppOptions = {}) {
  loadCommonPasswords();
  const config = resolveConfig(options);
  const app = Fastify({
    logger: config.logger,
    // One line per request, with its route and, on staff calls, the staff member (lib/logging.ts).
    logController: new RequestLog(),
    genReqId: requestIdFactory({ trustHeader: config.trustProxy !== false }),
    trustProxy: config.trustProxy,
    // JSON bodies are forms; uploads go through multipart, which has its own limit.
    bodyLimit: 128 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // The database plugin migrates and, on a fresh embedded database, seeds the demo content before the site answers:
    // on a 2-core machine starting two sites at once that took longer than Fastify's default 10 s and the start
    // failed ("Plugin did not start in time: 'db'"). A database that never answers still fails the start, later.
    pluginTimeout: 180_000,
    // Rejections made before any plugin runs are the envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(yupValidatorCompiler);
  // Calls take JSON (and multipart for uploads); a text/plain body is refused with 415.
  app.removeContentTypeParser('text/plain');
  // Common HTTP clients send `content-type: application/json` with no body on a call that takes none (a logout, a
  // claim): an empty body is no body. Anything else goes through Fastify's own parser (prototype poisoning refused).
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    return json(request, text, done);
  });
  app.decorate('config', config);
  app.decorate('stopping', false);
  // Pins are read where they live (the file, or PostgreSQL for several instances) and checked on each request.
  // Each pinned version's files are read through the remotes' storage (the folder, or the bucket every instance shares).
  const published = publishedVersions(() => app.remoteFiles);
  const pinned = pinnedManifest(() => app.database, config.deployDir, published, app.log);
  const manifest = config.allowRemoteOverrides ? async () => ({ ...(await pinned()), overridesAllowed: true }) : pinned;
  // The header's featured event is read from the database, kept a few seconds (modules/web/featured-event.ts).
  const featured = liveFeaturedEvent({ db: () => app.db, log: app.log, now: () => config.clock.now() });
  const liveManifest = async () => featured.manifest(await manifest());
  // Pages are rendered on the server with the shell's and the pinned remotes' server bundles (docs/decisions/025).
  const render = config.serverRender
    ? serverRenderer({ shellDir: config.shellDir, files: () => app.remoteFiles, app, log: app.log, diagnose: process.env.FIRST_VIEW_DIAGNOSE === '1', workers: config.renderWorkers })
    : null;
  if (render) app.addHook('onClose', render.close);
  const visitorPages = visitorPageCache();
  // A change made through this server is on every page at its next view.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
      visitorPages.clear();
      featured.clear();
    }
  });
  const page = shellPage(config.shellDir, liveManifest, (request, pinned) => firstView(app, published, render, pinned, request, visitorPages), { publicUrl: config.publicUrl });

  // Infrastructure, in order: each later plugin may use the ones before it.
  app.register(errors, { pageFallback: config.serveSite ? page : undefined });
  app.register(answerLanguage);
  app.register(requestContext);
  app.register(metrics, config.metrics);
  // Liveness and readiness, for the site's routes and on the metrics port (a worker process's only HTTP).
  app.register(health);
  app.register(security, { https: config.publicUrl.startsWith('https:') });
  app.register(compression);
  app.register(docs);
  app.register(db, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    database: config.database,
    beforeMigrating: backupBeforeMigrating({ settings: config.backups, dataDir: config.dataDir, databaseUrl: config.databaseUrl, s3: config.s3Storage }),
  });
  app.register(storage, { root: path.join(config.dataDir, 'storage'), remotesRoot: config.deployDir, s3: config.s3Storage });
  app.register(jobs, { pollingIntervalSeconds: config.jobPollingSeconds, clock: config.clock });
  const web = config.roles.includes('web');
  const worker = config.roles.includes('worker');
  app.register(mailer, { smtpUrl: config.smtpUrl, from: config.mailFrom, retry: config.mailRetry, work: worker });
  app.register(tasks);
  app.register(auth);
  app.register(seed);

  app.register(moduleHooks);
  app.register(moduleJobs, { work: worker });
  // A worker process serves no site: it works the queues until it is stopped (its health checks are on its metrics port).
  if (!web) return app;

  // Domain modules: every routes file of every module, found by its name (no list to edit).
  app.register(
    async (api) => {
      for (const file of apiRouteFiles()) {
        for (const plugin of routePluginsOf(await import(file.href))) await api.register(plugin);
      }
    },
    { prefix: '/api' },
  );
  // The sign-in page's own form post (decision 038), beside the API it shares the sign-in with.
  app.register(loginFormRoutes);
  app.register(remoteRoutes, { manifest: liveManifest });
  // The wallet simulators stand in for the providers at their own paths (PAYMENT_SIMULATORS=1, never in production).
  if (config.paymentSimulators && config.jazzCash) app.register(jazzCashSimulator, { prefix: JAZZCASH_SIMULATOR_PREFIX, settings: config.jazzCash });
  if (config.paymentSimulators && config.easypaisa) app.register(easypaisaSimulator, { prefix: EASYPAISA_SIMULATOR_PREFIX, settings: config.easypaisa });
  // The WhatsApp and SMS simulators stand in for the providers likewise (MESSAGING_SIMULATORS=1, never on a live site).
  if (config.messagingSimulators && config.whatsApp) app.register(whatsAppSimulator, { prefix: WHATSAPP_SIMULATOR_PREFIX, settings: config.whatsApp });
  if (config.messagingSimulators && config.sms) app.register(smsSimulator, { prefix: SMS_SIMULATOR_PREFIX, settings: config.sms, publicUrl: config.publicUrl });
  if (config.serveSite) app.register(webRoutes, { shellDir: config.shellDir, shellPage: page, published });
  if (config.serveSite) app.register(languageRoutes, { secureCookies: config.publicUrl.startsWith('https:') });
  if (config.serveSite && config.allowRemoteOverrides) app.register(localBuildRoutes);

  return app;
}
