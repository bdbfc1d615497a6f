import type { FastifyPluginAsync } from 'fastify';
import { Type } from '../../../../shared-api/src/shapes/common.js';
import { parseCodes, promotionCodesSchema, promotionSchema as promotionInput, type PromotionCodesInput, type PromotionInput } from '../../../../shared-api/src/validation/promotions.js';
import { ok, responses } from '../../http/envelope.js';
import { conflict, notFound, unprocessable } from '../../http/errors.js';
import { pageSchema, type PageQuery } from '../../http/paging.js';
import { yupSchema } from '../../http/yup-schema.js';
import { sanitizeRichText } from '../../lib/html.js';
import { memberOf } from '../../plugins/auth.js';
import { auditChange, auditCreate, staffChange } from '../staff/audit.js';
import { attachUpload, detachUpload } from '../uploads/queries.js';
import { addCodes, claimCode, closePromotionRow, findPromotion, findStaffPromotion, insertPromotion, listClaimants, listPromotions, listStaffPromotions, lockPromotion, updatePromotionRow, type PromotionFields } from './queries.js';
import { promotionSnapshot } from './snapshots.js';
import { claimantListQuery, promotionClaimantSchema, promotionClaimSchema, promotionParams, promotionSchema, staffPromotionListQuery, staffPromotionSchema, type PromotionParams } from './schemas.js';

const NO_PROMOTION = 'This promotion does not exist or has ended.';
const NO_CODES_LEFT = 'All codes for this promotion have been claimed. Please check back later.';
const LOGO_AGAIN = 'Please upload the logo again.';

const fieldsOf = (input: PromotionInput): PromotionFields => ({
  company_name: input.company_name,
  company_logo: input.company_logo || null,
  company_link: input.company_link,
  title: input.title,
  description: sanitizeRichText(input.description),
  terms: sanitizeRichText(input.terms),
  organizer: input.organizer || null,
  free: input.free ?? true,
  code_kind: input.code_kind as PromotionFields['code_kind'],
  shared_code: input.code_kind === 'shared' ? (input.shared_code ?? null) : null,
});

/** Partner discounts and promotions (second spec §2.6, §7 calls) and how staff run them. */
const promotionRoutes: FastifyPluginAsync = async (app) => {
  // A promotion is every member's to read; the claim answers only the caller's own code.
  app.get(
    '/discounts',
    { config: { access: 'member', owns: 'self' }, schema: { tags: ['promotions'], summary: 'The open promotions, newest first', response: responses(Type.Array(promotionSchema)) } },
    async () => ok(await listPromotions(app.db)),
  );

  app.get<{ Params: PromotionParams }>(
    '/discount/:promotionId',
    { config: { access: 'member', owns: 'everyone' }, schema: { tags: ['promotions'], summary: 'One open promotion', params: yupSchema(promotionParams), response: responses(promotionSchema) } },
    async (request) => {
      const promotion = await findPromotion(app.db, request.params.promotionId);
      if (!promotion) throw notFound(NO_PROMOTION);
      return ok(promotion);
    },
  );

  app.get<{ Params: PromotionParams }>(
    '/discount/:promotionId/claim',
    {
      config: { access: 'member', profile: 'complete', owns: 'everyone' },
      schema: {
        tags: ['promotions'],
        summary: 'The member’s code for the promotion and where to use it: the same code every time',
        description: 'Needs a complete profile (403 otherwise). A pool of single-use codes hands each code to one member only; an empty pool answers 409.',
        params: yupSchema(promotionParams),
        response: responses(promotionClaimSchema),
      },
    },
    async (request) => {
      const { userId } = memberOf(request);
      const result = await app.db.transaction().execute(async (trx) => {
        const claimed = await claimCode(trx, request.params.promotionId, userId);
        // An empty pool keeps no claim: the transaction is rolled back.
        if (claimed === 'exhausted') throw conflict(NO_CODES_LEFT);
        return claimed;
      });
      if (result === 'missing') throw notFound(NO_PROMOTION);
      return ok(result, 'Here is your promotion code.');
    },
  );

  // ---- Staff ------------------------------------------------------------------------------------

  app.get<{ Querystring: PageQuery }>(
    '/staff/promotions',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'Every promotion with its codes and claims, newest first', querystring: yupSchema(staffPromotionListQuery), response: responses(pageSchema(staffPromotionSchema)) } },
    async (request) => ok(await listStaffPromotions(app.db, request.query)),
  );

  app.get<{ Params: PromotionParams }>(
    '/staff/promotions/:promotionId',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'One promotion, open or closed', params: yupSchema(promotionParams), response: responses(staffPromotionSchema) } },
    async (request) => {
      const promotion = await findStaffPromotion(app.db, request.params.promotionId);
      if (!promotion) throw notFound(NO_PROMOTION);
      return ok(promotion);
    },
  );

  app.post<{ Body: PromotionInput }>(
    '/staff/promotions',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], summary: 'Create a promotion (description and terms are sanitized HTML; the logo is the caller’s upload); audited', body: yupSchema(promotionInput), response: responses(staffPromotionSchema, 201) },
    },
    async (request, reply) => {
      const { userId } = memberOf(request);
      const fields = fieldsOf(request.body);
      const promotion = await staffChange(app.db, userId, async (trx, audit) => {
        if (fields.company_logo && !(await attachUpload(trx, fields.company_logo, userId))) throw unprocessable({ company_logo: LOGO_AGAIN });
        const id = await insertPromotion(trx, fields);
        await auditCreate(trx, audit, { action: 'promotion.create', entity: 'promotion', id }, (db) => promotionSnapshot(db, id));
        return (await findStaffPromotion(trx, id))!;
      });
      reply.code(201);
      return ok(promotion, 'The promotion has been created.');
    },
  );

  app.post<{ Params: PromotionParams; Body: PromotionInput }>(
    '/staff/promotions/:promotionId',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'Edit a promotion; audited', params: yupSchema(promotionParams), body: yupSchema(promotionInput), response: responses(staffPromotionSchema) } },
    async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.promotionId;
      const fields = fieldsOf(request.body);
      const promotion = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockPromotion(trx, id);
        if (!row) throw notFound(NO_PROMOTION);
        if (row.code_kind !== fields.code_kind && Number((await findStaffPromotion(trx, id))!.claimed) > 0) {
          throw unprocessable({ code_kind: 'Members have claimed codes already: the kind of code cannot change.' });
        }
        await auditChange(trx, audit, { action: 'promotion.update', entity: 'promotion', id }, (db) => promotionSnapshot(db, id), async () => {
          if (fields.company_logo && fields.company_logo !== row.company_logo && !(await attachUpload(trx, fields.company_logo, userId))) throw unprocessable({ company_logo: LOGO_AGAIN });
          if (row.company_logo && row.company_logo !== fields.company_logo) await detachUpload(trx, row.company_logo);
          await updatePromotionRow(trx, id, fields);
        });
        return (await findStaffPromotion(trx, id))!;
      });
      return ok(promotion, 'The promotion has been saved.');
    },
  );

  app.post<{ Params: PromotionParams; Body: PromotionCodesInput }>(
    '/staff/promotions/:promotionId/codes',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['staff'],
        summary: 'Add single-use codes to a pool: a CSV file’s first column or one a line; codes already there are skipped; audited',
        params: yupSchema(promotionParams),
        body: yupSchema(promotionCodesSchema),
        response: responses(staffPromotionSchema),
      },
    },
    async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.promotionId;
      const codes = parseCodes(request.body.codes);
      let added = 0;
      const promotion = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockPromotion(trx, id);
        if (!row) throw notFound(NO_PROMOTION);
        if (row.code_kind !== 'pool') throw conflict('This promotion gives every member the same code: it has no pool.');
        added = await auditChange(trx, audit, { action: 'promotion.codes', entity: 'promotion', id }, (db) => promotionSnapshot(db, id), () => addCodes(trx, id, codes));
        return (await findStaffPromotion(trx, id))!;
      });
      return ok(promotion, `${added} ${added === 1 ? 'code was' : 'codes were'} added${codes.length > added ? `; ${codes.length - added} already in the pool were skipped` : ''}.`);
    },
  );

  app.post<{ Params: PromotionParams }>(
    '/staff/promotions/:promotionId/close',
    { config: { access: 'staff' }, schema: { tags: ['staff'], summary: 'Close a promotion: members no longer see or claim it; audited', params: yupSchema(promotionParams), response: responses(staffPromotionSchema) } },
    async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.promotionId;
      const promotion = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockPromotion(trx, id);
        if (!row) throw notFound(NO_PROMOTION);
        if (row.closed_at) throw conflict('This promotion is already closed.');
        await auditChange(trx, audit, { action: 'promotion.close', entity: 'promotion', id }, (db) => promotionSnapshot(db, id), () => closePromotionRow(trx, id));
        return (await findStaffPromotion(trx, id))!;
      });
      return ok(promotion, 'The promotion is closed.');
    },
  );

  app.get<{ Params: PromotionParams; Querystring: PageQuery }>(
    '/staff/promotions/:promotionId/claims',
    {
      config: { access: 'staff' },
      schema: { tags: ['staff'], summary: 'Who claimed the promotion’s codes, newest first', params: yupSchema(promotionParams), querystring: yupSchema(claimantListQuery), response: responses(pageSchema(promotionClaimantSchema)) },
    },
    async (request) => {
      if (!(await findStaffPromotion(app.db, request.params.promotionId))) throw notFound(NO_PROMOTION);
      return ok(await listClaimants(app.db, request.params.promotionId, request.query));
    },
  );
};

export default promotionRoutes;
