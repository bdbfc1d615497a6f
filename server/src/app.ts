import path from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { resolveConfig, type AppConfig, type AppOptions } from './config.js';
import { seedIfFresh } from './db/seed/seed.js';
import { yupValidatorCompiler } from './http/yup-schema.js';
import conferenceRoutes from './modules/conferences/routes.js';
import contentRoutes from './modules/content/content-routes.js';
import healthRoutes from './modules/health/routes.js';
import homeRoutes from './modules/home/routes.js';
import issueRoutes from './modules/issues/routes.js';
import eventRoutes from './modules/events/routes.js';
import staffEventRoutes from './modules/events/staff-routes.js';
import eventAdminRoutes from './modules/events/admin-routes.js';
import waitlistRoutes from './modules/events/waitlist-routes.js';
import orderPaymentRoutes from './modules/events/payment-routes.js';
import paymentRoutes from './modules/payments/routes.js';
import promotionRoutes from './modules/promotions/routes.js';
import bankLeadRoutes, { staffLeadRoutes } from './modules/bank-leads/routes.js';
import directoryRoutes from './modules/network/directory-routes.js';
import volunteerRoutes from './modules/network/volunteer-routes.js';
import placeRoutes from './modules/places/routes.js';
import profileRoutes from './modules/profile/routes.js';
import publicationRoutes from './modules/publications/routes.js';
import { manifestCache } from './modules/remotes/manifest.js';
import remoteRoutes from './modules/remotes/routes.js';
import skillRoutes from './modules/skills/routes.js';
import staffRoutes from './modules/staff/routes.js';
import uploadRoutes from './modules/uploads/routes.js';
import accountRoutes from './modules/users/account-routes.js';
import emailChangeRoutes from './modules/users/email-change-routes.js';
import { loadCommonPasswords } from './modules/users/common-passwords.js';
import passwordRoutes from './modules/users/password-routes.js';
import sessionRoutes from './modules/users/session-routes.js';
import webRoutes from './modules/web/routes.js';
import localBuildRoutes from './modules/web/local-builds.js';
import { firstViewTags } from './modules/web/first-view.js';
import { withFeaturedEvent } from './modules/web/featured-event.js';
import { shellPage } from './modules/web/shell-page.js';
import auth from './plugins/auth.js';
import compression from './plugins/compression.js';
import db from './plugins/db.js';
import docs from './plugins/docs.js';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors.js';
import jobs from './plugins/jobs.js';
import mailer from './plugins/mailer.js';
import security from './plugins/security.js';
import storage from './plugins/storage.js';
import tasks from './plugins/tasks.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

const seed = fp(
  async (app) => {
    if (await seedIfFresh(app.db, app.storage)) app.log.info('fresh database seeded with demo content');
  },
  { name: 'seed', dependencies: ['db', 'storage'] },
);

/** The whole server, not yet listening: `main.ts` starts it, tests drive it with `inject`. */
export function buildApp(options: AppOptions = {}) {
  loadCommonPasswords();
  const config = resolveConfig(options);
  const app = Fastify({
    logger: config.logger,
    trustProxy: config.trustProxy,
    // JSON bodies are forms; uploads go through multipart, which has its own limit.
    bodyLimit: 128 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
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
  const pinned = manifestCache(config.deployDir);
  const manifest = config.allowRemoteOverrides ? () => ({ ...pinned(), overridesAllowed: true }) : pinned;
  // The header's featured event is read from the database on each request (modules/web/featured-event.ts).
  const liveManifest = () => withFeaturedEvent(app.db, app.log, manifest());
  const page = shellPage(config.shellDir, liveManifest, (request, pinned) => firstViewTags(app, config.deployDir, pinned, request));

  // Infrastructure, in order: each later plugin may use the ones before it.
  app.register(errors, { pageFallback: config.serveSite ? page : undefined });
  app.register(security, { https: config.publicUrl.startsWith('https:') });
  app.register(compression);
  app.register(docs);
  app.register(db, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, database: config.database });
  app.register(storage, { root: path.join(config.dataDir, 'storage') });
  app.register(jobs, { pollingIntervalSeconds: config.jobPollingSeconds });
  app.register(mailer, { smtpUrl: config.smtpUrl, from: config.mailFrom, retry: config.mailRetry });
  app.register(tasks);
  app.register(auth);
  app.register(seed);

  // Domain modules.
  app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(sessionRoutes);
      await api.register(emailChangeRoutes);
      await api.register(passwordRoutes);
      await api.register(accountRoutes);
      await api.register(profileRoutes);
      await api.register(homeRoutes);
      await api.register(skillRoutes);
      await api.register(placeRoutes);
      await api.register(uploadRoutes);
      await api.register(contentRoutes);
      await api.register(issueRoutes);
      await api.register(promotionRoutes);
      await api.register(bankLeadRoutes);
      await api.register(staffLeadRoutes);
      await api.register(publicationRoutes);
      await api.register(conferenceRoutes);
      await api.register(staffRoutes);
      await api.register(directoryRoutes);
      await api.register(volunteerRoutes);
      await api.register(eventRoutes);
      await api.register(staffEventRoutes);
      await api.register(eventAdminRoutes);
      await api.register(waitlistRoutes);
      await api.register(paymentRoutes);
      await api.register(orderPaymentRoutes);
    },
    { prefix: '/api' },
  );
  app.register(remoteRoutes, { manifest: liveManifest });
  if (config.serveSite) app.register(webRoutes, { shellDir: config.shellDir, deployDir: config.deployDir, shellPage: page });
  if (config.serveSite && config.allowRemoteOverrides) app.register(localBuildRoutes);

  return app;
}
