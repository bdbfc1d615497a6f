import type { FastifyPluginAsync } from 'fastify';
import { profileContract } from '../../../../shared-api/src/contracts/profile.js';
import { serve } from '../../http/contract-routes.js';
import { ok } from '../../http/envelope.js';
import { unprocessable, type FieldErrors } from '../../http/errors.js';
import { memberOf } from '../../plugins/auth.js';
import { findSkill } from '../skills/queries.js';
import { letGo } from '../uploads/expiry.js';
import { isUploadOwnedBy } from '../uploads/queries.js';
import { userDetails } from '../users/queries.js';
import { isProfileCompleted, loadProfile, PICTURE_AGAIN, saveProfileWithPicture } from './queries.js';

/** The member's own profile: read it, complete or edit it, and ask whether it is complete. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  serve(app, profileContract, {
    getProfile: async (request) => ok(await loadProfile(app.db, memberOf(request).userId)),

    refreshProfileCompleted: async (request) => ok(await isProfileCompleted(app.db, memberOf(request).userId)),

    saveProfile: async (request) => {
      const { userId } = memberOf(request);
      const input = request.body;
      const errors: FieldErrors = {};
      const [primary, secondary, ownsAvatar] = await Promise.all([
        findSkill(app.db, input.primary_skill),
        input.secondary_skill ? findSkill(app.db, input.secondary_skill) : undefined,
        isUploadOwnedBy(app.db, input.avatar, userId),
      ]);
      if (!ownsAvatar) errors.avatar = PICTURE_AGAIN;
      if (!primary || primary.parent_id !== null) errors.primary_skill = 'Please select your primary skill';
      else if (!secondary || secondary.parent_id !== primary.id) errors.secondary_skill = 'Please select your secondary skill';
      if (Object.keys(errors).length) throw unprocessable(errors);
      await saveProfileWithPicture(app.db, userId, input, (trx, picture) => letGo(app, trx, picture));
      return ok(await userDetails(app.db, userId), 'Your profile has been saved.');
    },
  });
};

export default profileRoutes;
