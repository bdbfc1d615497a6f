import type { FastifyPluginAsync } from 'fastify';
import { membershipContract } from '../../../../../shared-api/src/contracts/membership.js';
import { membershipFeatureContract } from '../contract.js';
import { closeOrderPayments, conflict, depsOf, expireOrderLater, findMemberOrder, gatewayFor, HttpError, isOnline, memberOf, notFound, ok, onlineMethods, orderHooks, PAYMENT_BILL, payPendingOrder, rateLimitPerIp, requestLocale, serveSome, startedMessage, stillOpenMessage, UNAVAILABLE, unprocessable, verifyOtherCertificate } from '../../../../../server/src/kit.js';
import { certificateOfCode, certificatePath, newCertificateCode, renderCertificatePdf, verifyCertificateLink } from './certificate.js';
import { standingOf } from './periods.js';
import { choiceRefusal, findFreePlan, findPlanById, findPlanByName, formatDay, isFree, NO_PACKAGE, periodTitle, planTitle } from './plans.js';
import { pendingPlanOrder, PurchaseRefused, purchasePlan } from './purchase.js';
import { membershipRecord } from './record.js';

const BAD_LINK = 'This certificate link is invalid or has expired.';
const NOT_VALID = 'This membership is not valid.';
const UNKNOWN_CODE = 'This certificate could not be found. It may have been replaced by a newer certificate of the same member.';
/** A scanner checks one certificate at a time: this is roomy for people and tight for anyone trying codes. */
const VERIFY_PER_IP = { max: 30, windowMs: 60_000 };

/** What a retried purchase answers for an order that no longer waits for payment. */
const PLAN_ORDER_STATE: Record<string, string> = {
  pending: 'Your order is waiting for payment.',
  paid: 'This order is paid already: your membership is active.',
  cancelled: 'This order was cancelled. Choose your plan again to place a new order.',
  expired: 'This order expired before it was paid. Choose your plan again to place a new order.',
  refunded: 'This order was refunded.',
};

const refusal = (status: 404 | 409, message: string): HttpError => (status === 404 ? notFound(message) : conflict(message));

/** A member's membership: their record, choosing and buying a plan, the certificate; and its public verification. */
const membershipRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const now = () => app.config.clock.now();

  serveSome(app, membershipContract, {
    getMembership: async (request) => {
      const record = await membershipRecord(app.db, memberOf(request).userId, now(), requestLocale(request));
      // The purchase page offers only what buyMembership accepts: each online method while its gateway is set up, bill
      // payment always.
      return ok({ ...record, payment_methods: [...onlineMethods(app), PAYMENT_BILL] });
    },

    verifyCertificate: {
      config: rateLimitPerIp(VERIFY_PER_IP),
      handler: async (request, reply) => {
        const certificate = await certificateOfCode(app.db, request.params.code);
        reply.header('cache-control', 'no-store');
        if (!certificate) {
          // A course certificate's code (the learning feature's), verified on the same page.
          const other = await verifyOtherCertificate(app.db, request.params.code);
          if (!other) throw notFound(UNKNOWN_CODE);
          return ok(other, other.valid ? 'This certificate is genuine.' : 'This certificate has been withdrawn.');
        }
        const record = await membershipRecord(app.db, certificate.user_id, now());
        if (certificate.disabled_at) {
          // While staff have disabled the account the membership does not hold. The answer is what an ended one's is:
          // the printed package, and when it stopped holding (the printed end, or the day the account was disabled if
          // that came first); never that, or why, the account was disabled.
          const end = certificate.valid_until && certificate.valid_until < certificate.disabled_at ? certificate.valid_until : certificate.disabled_at;
          return ok({ kind: 'membership' as const, valid: false, name: record.member_name, member_id_formatted: record.member_id_formatted, package: certificate.package_name, valid_until: end }, NOT_VALID);
        }
        // The certificate holds while the member is on the package it prints (or a renewal of it); a Seed certificate
        // holds for every member. Only what the certificate itself prints is answered (the name and MEMBER ID): no
        // e-mail, phone or account id.
        const free = await findFreePlan(app.db);
        const valid = certificate.package_id === record.membership_package_id || certificate.package_id === free?.id;
        const member = { name: record.member_name, member_id_formatted: record.member_id_formatted };
        const data = valid
          ? { kind: 'membership' as const, valid, ...member, package: record.membership_package, valid_until: record.membership_end_date }
          : { kind: 'membership' as const, valid, ...member, package: certificate.package_name, valid_until: certificate.valid_until };
        return ok(data, valid ? 'This membership is valid.' : `This ${certificate.package_name} membership has ended.`);
      },
    },
  });

  serveSome(app, membershipFeatureContract, {
    validateMembership: async (request) => {
      const { userId } = memberOf(request);
      const at = now();
      const locale = requestLocale(request);
      const plan = await findPlanByName(app.db, request.body.package_name);
      const standing = await standingOf(app.db, userId, at);
      const refused = choiceRefusal(plan, standing, at, locale);
      if (refused) throw refusal(refused.status, refused.message);
      // The plans by their names, and the days, as the caller reads them: the message is put in its language by its pattern.
      const name = plan ? planTitle(plan, locale) : 'this package';
      const message =
        plan && standing.current && standing.endsAt
          ? standing.current.package_id === plan.id
            ? `You can renew ${name}: the new year starts on ${formatDay(standing.endsAt, locale)}.`
            : (await findFreePlan(app.db))?.id === plan.id
              ? `You will move to ${name} when your ${periodTitle(standing.current, locale)} membership ends on ${formatDay(standing.endsAt, locale)}.`
              : `You can choose ${name}: it starts on ${formatDay(standing.endsAt, locale)}.`
          : `You can choose ${name}.`;
      return ok(null, message);
    },

    buyMembership: async (request) => {
      const { userId } = memberOf(request);
      const { package_id, payment_method, idempotency_key } = request.body;
      const plan = await findPlanById(app.db, package_id);
      if (!plan) throw notFound(NO_PACKAGE);
      const gateway = gatewayFor(app, payment_method);
      // Seed is free: choosing it places no order, so how it would be paid does not matter.
      if (isOnline(payment_method) && !gateway && !isFree(plan)) throw unprocessable({ payment_method: UNAVAILABLE[payment_method] });
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(header.trim()) ? header.trim() : idempotency_key || undefined;
      const method = isOnline(payment_method) ? payment_method : PAYMENT_BILL;
      const locale = requestLocale(request);
      // A pending order for another plan is replaced: its checkouts are proven unpaid and closed first.
      const earlier = await pendingPlanOrder(app.db, userId);
      if (earlier && earlier.membership_package_id !== plan.id && earlier.idempotency_key !== key) {
        const closing = await closeOrderPayments(app, earlier.id, orderHooks(deps));
        if (closing.kind === 'open') throw conflict(stillOpenMessage(locale, closing));
      }
      const purchase = await purchasePlan(deps, { userId, plan, paymentMethod: method, idempotencyKey: key, locale }).catch((error: unknown) => {
        if (error instanceof PurchaseRefused) throw refusal(error.refusal.status, error.refusal.message);
        throw error;
      });
      if (purchase.kind === 'seed') {
        return ok(
          { order: null, moves_to_seed_on: purchase.movesToSeedOn },
          `You will move to ${planTitle(plan, locale)} on ${formatDay(purchase.movesToSeedOn, locale)}, when your paid membership ends. You will not be reminded to renew.`,
        );
      }
      // A retry of an order paid, cancelled or replaced since answers that order and opens nothing; a pending one is paid
      // the way asked for now: its own checkout goes on, or the earlier one is proven unpaid and closed first.
      const start =
        purchase.order.status === 'pending'
          ? await payPendingOrder(app, { orderId: purchase.order.id, method, gateway: isOnline(method) ? gateway : null, hooks: orderHooks(deps), onHoldChanged: (trx, held) => expireOrderLater(deps, trx, { ...purchase.order, ...held }) })
          : null;
      if (start?.kind === 'open') throw conflict(stillOpenMessage(locale, start));
      if (start?.kind === 'checkout') return ok(start.redirectUrl, startedMessage(locale, start));
      const order = await findMemberOrder(app.db, userId, purchase.order.id, locale);
      if (!order) throw notFound('This order does not exist.');
      if (start?.kind === 'bill') return ok({ order, moves_to_seed_on: null }, startedMessage(locale, start));
      return ok({ order, moves_to_seed_on: null }, PLAN_ORDER_STATE[order.status]);
    },

    generateCertificate: async (request) => {
      const { userId } = memberOf(request);
      const at = now();
      const record = await membershipRecord(app.db, userId, at);
      const code = await newCertificateCode(app.db, userId, { packageId: record.membership_package_id, validUntil: record.membership_end_date }, at);
      return ok(
        { certificate_url: await certificatePath(app.db, code, at), verify_url: `${app.config.publicUrl}/verify/${code}` },
        'Your certificate is ready.',
      );
    },

    getCertificatePdf: async (request, reply) => {
      const { code } = request.params;
      const at = now();
      if (!(await verifyCertificateLink(app.db, code, request.query.expires, request.query.signature, at))) throw notFound(BAD_LINK);
      const certificate = await certificateOfCode(app.db, code);
      // A disabled member's links stop with their sessions, as if they had expired.
      if (!certificate || certificate.disabled_at) throw notFound(BAD_LINK);
      const record = await membershipRecord(app.db, certificate.user_id, at);
      const pdf = await renderCertificatePdf({
        name: record.member_name,
        memberId: record.member_id_formatted,
        packageName: record.membership_package,
        validFrom: record.membership_start_date_formatted,
        validUntil: record.membership_end_date ? record.membership_end_date_formatted : 'No end date',
        verifyUrl: `${app.config.publicUrl}/verify/${code}`,
        code,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="membership-certificate.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
};

export default membershipRoutes;
