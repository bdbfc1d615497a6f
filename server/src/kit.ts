// What a feature's server half may use of the server (decision 044): the one file a `features/<feature>/server/`
// folder imports from server/, so the server's inside can move without touching a feature, and a reader sees in one
// place what a feature can lean on. A feature that needs more adds it here, by name.
export { repoRoot, type RateRule } from './config.js';
export type { Database } from './db/schema.js';
export type { CreatedAt, Json, UpdatedAt } from './db/columns.js';
export { depsOf, type Deps } from './deps.js';
export { serve, serveSome, type Handler } from './http/contract-routes.js';
export { karachiRange } from './http/days.js';
export { ok } from './http/envelope.js';
export { badRequest, conflict, fieldError, forbidden, HttpError, notFound, tooLarge, tooManyRequests, unprocessable, type FieldErrors } from './http/errors.js';
export { paged, type Page, type PageQuery } from './http/paging.js';
export { validateWith } from './http/yup-schema.js';
export { clearEvents, takeSlot } from './http/rate-events.js';
export { sendCsv } from './http/send-csv.js';
export { auditChange, auditCreate, changedFields, iso, staffChange, writeAudit, type Audit, type Snapshot } from './lib/audit.js';
export { renderCertificatePdf } from './lib/certificate-pdf.js';
export { registerCertificateVerifier, verifyOtherCertificate } from './lib/certificate-verifiers.js';
export { newSecret, sha256 } from './lib/crypto.js';
export { invalidField, Refusal } from './lib/domain-errors.js';
export { isRecord } from './lib/guards.js';
export { registerFileGate, type FileShownBy } from './lib/file-gates.js';
export { plainText, sanitizeRichText } from './lib/html.js';
export { hashPassword, verifyPassword } from './lib/passwords.js';
export { imageSize } from './lib/image-size.js';
export { calendarEvent } from './lib/ics.js';
export { karachiDay, karachiDayTime, karachiTime } from './lib/karachi-time.js';
export { formatRupees } from './lib/money.js';
export { onSeatsFreed, seatsFreed } from './lib/freed-seats.js';
export { orderKind, registerOrderKind, type SettledOutcome } from './lib/order-kinds.js';
export { escapeHtml, layout, ORG } from './lib/mail-layout.js';
/**
 * A notice on WhatsApp or SMS besides its e-mail, for a member who chose one (the notices feature sends it), and the
 * choice a new member made at registration (the feature keeps it).
 */
export { notify, onNotice, onRegistrationChoice, type Notice } from './lib/notices.js';
export { usersMatching } from './lib/member-search.js';
export { auditedExport, PERSONAL_DATA_EXPORTS, type ExportKind } from './lib/personal-data-exports.js';
export { uniqueViolation } from './lib/pg-errors.js';
export { BILL_REFERENCE_PREFIX, billReference, namesMatch, phoneKeyOf, searchTerms, startsWith, type SearchTerms } from './lib/search-terms.js';
export { checkSignedQuery, signedQuery } from './lib/signed-links.js';
export { signingKey } from './lib/signing-keys.js';
export { firstFreeSlug, slugOf } from './lib/slugs.js';
export { requestLocale, tr, writtenIn } from './lib/texts.js';
export { memberOfUnsubscribeId, signedUnsubscribeId } from './lib/unsubscribe-links.js';
export { hasRole, memberOf } from './plugins/auth.js';
export { issueToken, revokeAllTokens, revokeToken } from './plugins/auth-tokens.js';
export { defineJob } from './plugins/jobs.js';
export type { MailMessage } from './plugins/mailer.js';
export { inWords, rateLimitPerIp } from './plugins/security.js';
export { STORAGE_URL_PREFIX, type Storage } from './plugins/storage.js';
export { PDF_TYPES, PICTURE_TYPES, pictureKeys, releaseUnused, takeUpload } from './modules/content/attachments.js';
export {
  inState,
  keepSlug,
  oldSlugs,
  publishing,
  publishState,
  uniqueSlug,
  visibleNow,
  wasPublished,
  wordsQuery,
  type PublishingWords,
  type SlugHistory,
  type StaffContentQuery,
} from './modules/content/publishing.js';
// What the admins' system page reads of the server's own parts: the pins, the backups, the outbox and the job queues.
export { latestNights } from './modules/backups/queries.js';
export { describeTarget } from './modules/backups/settings.js';
export { backupTargetOf, keptBackups, type KeptBackups } from './modules/health/backups-kept.js';
export { jobQueueNames, mailSentInLastDay, readJobQueues, readOutbox, type JobQueueRow } from './modules/health/queries.js';
export { CHECK_TIMEOUT_MS, timeLimit } from './modules/health/readiness.js';
export { pinsNow } from './modules/remotes/pins.js';
// Orders and their payments, which a membership plan is bought through as a ticket is.
export { bookTicket, orderAmounts, payableBy, PAYMENT_BILL, PAYMENT_FREE, placeOrder, type Order, type TicketRequest } from './modules/events/booking.js';
/** What a booking's refusal answers, and who its order is made out to (the event page's one-press registration). */
export { bookingRefusal, CLOSED, orderHolder, SOLD_OUT } from './modules/events/booking-answers.js';
export { expireOrderLater } from './modules/events/expiry.js';
export { countLiveOrders, findEvent, findEventDetail, findMemberOrder, findMemberTicket, findPackage, isMemberTicket, lockEvent, packageIdsOf, setEventPublished, setRegistrationsClosed, findMemberOrderWithPayment, listMemberOrders, orderOut, orderQuery, PAYMENT_METHOD_NAMES } from './modules/events/queries.js';
/** Where a refund's money goes back and what the member is told of it. */
export { MONEY_BACK_MESSAGES, refundWay, type RefundWay } from './modules/events/money-back.js';
/** The member's ticket (or what paying did) e-mailed once an order is paid. */
export { sendOrderConfirmation } from './modules/events/confirm.js';
/** A package's seats: one taken for an order paid late, one given back when an order is cancelled or refunded. */
export { releaseSeat, takeSeat } from './modules/events/seats.js';
export { orderHooks } from './modules/events/settlement.js';
export type { OrdersTable, OrderStatus, PaymentMethod, RefundStatus } from './modules/events/tables.js';
export { markOrderPaid } from '../../mfe-ticketing/src/features/staff-orders/server/staff-payments.js';
/**
 * The ticket a QR's code stands for, when the server signed it; null for any other code. A phone prepared for the
 * door offline gets the public key that verifies codes, and the hash of each ticket's code printed before they were signed.
 */
export { oldCodeHasher, ticketCode, ticketPublicKey, verifyTicketCode } from './modules/events/ticket-code.js';
/** A paid ticket's signed PDF link, as the event page gives it (valid a day). */
export { PAGE_LINK_SECONDS, ticketDownloadPath } from './modules/events/ticket-file.js';
/** The next events a member holds paid tickets for (the dashboard home). */
export { nextHeldEvents } from './modules/events/home-queries.js';
/** A member's paid tickets: the query of them, with what a ticket shows, and each as its member holds it (QR, PDF link, calendar file). */
export { paidTicketColumns, paidTicketQuery, summary, summaryColumns } from './modules/events/queries.js';
export { ticketsOut } from './modules/events/member-tickets.js';
// The payment providers by the names their payments are booked under, and the gateway set up for a way of paying.
export { EASYPAISA } from './modules/payments/easypaisa.js';
export { JAZZCASH, refundPayment, type RefundAnswer } from './modules/payments/jazzcash.js';
export { orderAttempts } from './modules/payments/checkout-queries.js';
export type { LatePaymentReason } from './modules/payments/gateway.js';
export { closeOrderPayments, payPendingOrder } from './modules/payments/checkout.js';
export { startedMessage, stillOpenMessage } from './modules/payments/checkout-messages.js';
export { gatewayFor, isOnline, onlineMethods, UNAVAILABLE } from './modules/payments/methods.js';
export { TEST_GATEWAY } from './modules/payments/test-gateway.js';
export { roleSnapshot, setRole } from './modules/staff/queries.js';
export { reencodedImage } from './modules/uploads/checked-image.js';
export { fileTypeOf, storeUpload } from './modules/uploads/files.js';
export { pdfProblem } from './modules/uploads/pdf-check.js';
export { attachUpload, detachUpload, isUploadOwnedBy } from './modules/uploads/queries.js';
export { malformedUpload } from './modules/uploads/routes.js';
export { consumeReset, createPasswordReset, findLiveReset, invalidateResets } from './modules/users/password-resets.js';
export { EMAIL_TAKEN, findUserByEmail, findUserById, isEmailTaken, languageOf, mailLocale, membershipOf, userDetails } from './modules/users/queries.js';
export { isProfileCompleted } from './modules/profile/queries.js';
export { findSkill } from './modules/skills/queries.js';
export { letGo } from './modules/uploads/expiry.js';
// The directory's entry follows its account: whoever changes an account's status or profile keeps it in step.
export { syncDirectoryEntry } from '../../mfe-network/src/features/directory/server/queries.js';
// A member's open issues, as the dashboard home lists them.
export { openIssuesOf } from '../../mfe-safety-net/src/features/issues/server/queries.js';
