import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import { attachUpload, auditChange, auditCreate, conflict, detachUpload, memberOf, notFound, ok, plainText, sanitizeRichText, serve, staffChange, unprocessable, type Database } from '../../../../../server/src/kit.js';
import { promotionContract } from '../contract.js';
import { parseCodes, PROMOTION_DESCRIPTION_REQUIRED, PROMOTION_TERMS_REQUIRED, type PromotionInput } from '../validation.js';
import { addCodes, claimPromotion, closePromotionRow, findPromotion, findPromotionPreview, findStaffPromotion, insertPromotion, listClaimants, listPromotions, listStaffPromotions, lockPromotion, setPromotionPublished, updatePromotionRow, type PromotionFields } from './queries.js';
import { promotionSnapshot } from './snapshots.js';

const NO_PROMOTION = 'This promotion does not exist or has ended.';
const LOGO_AGAIN = 'Please upload the logo again.';

/**
 * A promotion's text as stored: through the one allowlist, without pictures (the logo is the promotion's picture);
 * markup that was all script or empty paragraphs says nothing and is refused with the form's own message.
 */
function richText(input: PromotionInput) {
  const description = sanitizeRichText(input.description, { pictures: false });
  const terms = sanitizeRichText(input.terms, { pictures: false });
  const empty = { ...(plainText(description) ? {} : { description: PROMOTION_DESCRIPTION_REQUIRED }), ...(plainText(terms) ? {} : { terms: PROMOTION_TERMS_REQUIRED }) };
  if (Object.keys(empty).length) throw unprocessable(empty);
  return { description, terms };
}

const fieldsOf = (input: PromotionInput): PromotionFields => ({
  company_name: input.company_name,
  company_logo: input.company_logo || null,
  company_link: input.company_link,
  title: input.title,
  ...richText(input),
  organizer: input.organizer || null,
  free: input.free ?? true,
  code_kind: input.code_kind,
  shared_code: input.code_kind === 'shared' ? (input.shared_code ?? null) : null,
});

/** The promotion as staff see it, read again inside the change that locked or wrote it. */
async function staffPromotionAfter(trx: Transaction<Database>, id: number) {
  const promotion = await findStaffPromotion(trx, id);
  if (!promotion) throw notFound(NO_PROMOTION);
  return promotion;
}

/** Partner discounts and promotions (second spec §2.6, §7 calls) and how staff run them, served from their contract. */
const promotionRoutes: FastifyPluginAsync = async (app) => {
  /** Publish a draft, or take a promotion back to a draft; codes already claimed stay with their members. */
  const changePublished = (staffId: number, id: number, published: boolean) =>
    staffChange(app.db, staffId, async (trx, audit) => {
      const row = await lockPromotion(trx, id);
      if (!row) throw notFound(NO_PROMOTION);
      if (row.published === published) throw conflict(published ? 'This promotion is already published.' : 'This promotion is already a draft.');
      if (published && row.closed_at) throw conflict('This promotion is closed: it cannot be published again.');
      await auditChange(trx, audit, { action: published ? 'promotion.publish' : 'promotion.unpublish', entity: 'promotion', id }, (db) => promotionSnapshot(db, id), () => setPromotionPublished(trx, id, published));
      return staffPromotionAfter(trx, id);
    });

  serve(app, promotionContract, {
    getPromotions: async () => ok(await listPromotions(app.db)),

    getPromotion: async (request) => {
      const promotion = await findPromotion(app.db, request.params.promotionId);
      if (!promotion) throw notFound(NO_PROMOTION);
      return ok(promotion);
    },

    claimPromotion: async (request) => {
      const { userId } = memberOf(request);
      const result = await claimPromotion(app.db, request.params.promotionId, userId);
      if (result === 'missing') throw notFound(NO_PROMOTION);
      return ok(result, 'Here is your promotion code.');
    },

    // ---- Staff ------------------------------------------------------------------------------------

    getStaffPromotions: async (request) => ok(await listStaffPromotions(app.db, request.query)),

    getStaffPromotion: async (request) => {
      const promotion = await findStaffPromotion(app.db, request.params.promotionId);
      if (!promotion) throw notFound(NO_PROMOTION);
      return ok(promotion);
    },

    createPromotion: async (request, reply) => {
      const { userId } = memberOf(request);
      const fields = fieldsOf(request.body);
      const promotion = await staffChange(app.db, userId, async (trx, audit) => {
        if (fields.company_logo && !(await attachUpload(trx, fields.company_logo, userId))) throw unprocessable({ company_logo: LOGO_AGAIN });
        // A draft: members see it once staff have previewed and published it.
        const id = await insertPromotion(trx, { ...fields, published: false });
        await auditCreate(trx, audit, { action: 'promotion.create', entity: 'promotion', id }, (db) => promotionSnapshot(db, id));
        return staffPromotionAfter(trx, id);
      });
      reply.code(201);
      return ok(promotion, 'The promotion has been created as a draft. Preview it, then publish it when it is ready.');
    },

    updatePromotion: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.promotionId;
      const fields = fieldsOf(request.body);
      const promotion = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockPromotion(trx, id);
        if (!row) throw notFound(NO_PROMOTION);
        if (row.code_kind !== fields.code_kind && (await staffPromotionAfter(trx, id)).claimed > 0) {
          throw unprocessable({ code_kind: 'Members have claimed codes already: the kind of code cannot change.' });
        }
        await auditChange(trx, audit, { action: 'promotion.update', entity: 'promotion', id }, (db) => promotionSnapshot(db, id), async () => {
          if (fields.company_logo && fields.company_logo !== row.company_logo && !(await attachUpload(trx, fields.company_logo, userId))) throw unprocessable({ company_logo: LOGO_AGAIN });
          if (row.company_logo && row.company_logo !== fields.company_logo) await detachUpload(trx, row.company_logo);
          await updatePromotionRow(trx, id, fields);
        });
        return staffPromotionAfter(trx, id);
      });
      return ok(promotion, 'The promotion has been saved.');
    },

    addPromotionCodes: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.promotionId;
      const codes = parseCodes(request.body.codes);
      let added = 0;
      const promotion = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockPromotion(trx, id);
        if (!row) throw notFound(NO_PROMOTION);
        if (row.code_kind !== 'pool') throw conflict('This promotion gives every member the same code: it has no pool.');
        added = await auditChange(trx, audit, { action: 'promotion.codes', entity: 'promotion', id }, (db) => promotionSnapshot(db, id), () => addCodes(trx, id, codes));
        return staffPromotionAfter(trx, id);
      });
      // i18n-english: the staff's answer (staff pages stay in English)
      return ok(promotion, `${added} ${added === 1 ? 'code was' : 'codes were'} added${codes.length > added ? `; ${codes.length - added} already in the pool were skipped` : ''}.`);
    },

    closePromotion: async (request) => {
      const { userId } = memberOf(request);
      const id = request.params.promotionId;
      const promotion = await staffChange(app.db, userId, async (trx, audit) => {
        const row = await lockPromotion(trx, id);
        if (!row) throw notFound(NO_PROMOTION);
        if (row.closed_at) throw conflict('This promotion is already closed.');
        await auditChange(trx, audit, { action: 'promotion.close', entity: 'promotion', id }, (db) => promotionSnapshot(db, id), () => closePromotionRow(trx, id));
        return staffPromotionAfter(trx, id);
      });
      return ok(promotion, 'The promotion is closed.');
    },

    getPromotionPreview: async (request) => {
      const promotion = await findPromotionPreview(app.db, request.params.promotionId);
      if (!promotion) throw notFound(NO_PROMOTION);
      return ok(promotion);
    },

    publishPromotion: async (request) => {
      const promotion = await changePublished(memberOf(request).userId, request.params.promotionId, true);
      return ok(promotion, 'The promotion is published: members can see and claim it.');
    },

    unpublishPromotion: async (request) => {
      const promotion = await changePublished(memberOf(request).userId, request.params.promotionId, false);
      return ok(promotion, 'The promotion is a draft again: only staff can see it.');
    },

    getPromotionClaimants: async (request) => {
      if (!(await findStaffPromotion(app.db, request.params.promotionId))) throw notFound(NO_PROMOTION);
      return ok(await listClaimants(app.db, request.params.promotionId, request.query));
    },
  });
};

export default promotionRoutes;
