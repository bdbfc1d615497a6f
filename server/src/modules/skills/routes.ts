import type { FastifyPluginAsync } from 'fastify';
import * as yup from 'yup';
import { ok, responses } from '../../http/envelope.js';
import { yupSchema } from '../../http/yup-schema.js';
import { primarySkills, secondarySkills } from './queries.js';

const skillList = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name', 'parent_id'],
    properties: { id: { type: 'integer' }, name: { type: 'string' }, parent_id: { type: 'integer', nullable: true } },
  },
};

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
    { schema: { tags: ['skills'], summary: 'Primary skills, by name', response: responses(skillList) } },
    async (_request, reply) => {
      reply.header('cache-control', cacheable);
      return ok(await primarySkills(app.db));
    },
  );

  app.get<{ Querystring: yup.InferType<typeof secondaryQuery> }>(
    '/secondary-skills',
    {
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
