import type { FastifyPluginAsync } from 'fastify';
import { profileContract } from '../../../../shared-api/src/contracts/profile.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { memberOf } from '../../plugins/auth.js';
import { isProfileCompleted, loadProfile } from './queries.js';

/**
 * The member's own profile as the shell and the remotes read it: the profile, and whether it is complete. Completing
 * or editing it is mfe-account's profile feature's (features/profile).
 */
const profileRoutes: FastifyPluginAsync = async (app) => {
  serve(app, profileContract, {
    getProfile: async (request) => ok(await loadProfile(app.db, memberOf(request).userId)),

    refreshProfileCompleted: async (request) => ok(await isProfileCompleted(app.db, memberOf(request).userId)),
  });
};

export default profileRoutes;
