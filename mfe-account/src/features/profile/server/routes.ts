import type { FastifyPluginAsync } from 'fastify';
import { findSkill, isUploadOwnedBy, letGo, memberOf, ok, serve, unprocessable, userDetails, type FieldErrors } from '../../../../../server/src/kit.js';
import { profileFormContract } from '../contract.js';
import { PICTURE_AGAIN, saveProfileWithPicture } from './queries.js';

/** The complete / edit profile form's save: the whole profile, its picture and its skills, checked against the database. */
const profileFormRoutes: FastifyPluginAsync = async (app) => {
  serve(app, profileFormContract, {
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

export default profileFormRoutes;
