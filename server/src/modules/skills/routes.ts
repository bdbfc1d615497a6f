import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import { Type } from '../../../../shared-api/src/shapes/common.js';
import { Skill } from '../../../../shared-api/src/shapes/profile.js';
import { ok, responses } from '../../http/envelope.js';
import { yupSchema } from '../../http/yup-schema.js';
import { primarySkills, secondarySkills } from './queries.js';

const skillList = Type.Array(Skill);

const secondaryQuery = yup.object({
  parent_id: yup
    .number()
    .typeError('parent_id must be the id of a primary skill')
    .integer('parent_id must be the id of a primary skill')
    .positive('parent_id must be the id of a primary skill')
    .required('parent_id is required'),
});

// The taxonomy changes only with a deployment; an hour of browser caching spares the profile form a round trip.
const cacheable = 'public, max-age=3600';

/** The skills taxonomy for the profile form's two selectors. */
const skillRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/primary-skills',
    { config: { access: 'public' }, schema: { tags: ['skills'], summary: 'Primary skills, by name', response: responses(skillList) } },
    async (_request, reply) => {
      reply.header('cache-control', cacheable);
      return ok(await primarySkills(app.db));
    },
  );

  app.get<{ Querystring: yup.InferType<typeof secondaryQuery> }>(
    '/secondary-skills',
    {
      config: { access: 'public' },
      schema: {
        tags: ['skills'],
        summary: 'Secondary skills under one primary skill, by name',
        querystring: yupSchema(secondaryQuery),
        response: responses(skillList),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cacheable);
      return ok(await secondarySkills(app.db, request.query.parent_id));
    },
  );
};

export default skillRoutes;
