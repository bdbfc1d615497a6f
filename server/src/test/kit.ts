// What a feature's server tests use of the server's test harness (decision 044): the real app on a real database,
// members signed up and signed in, calls made through their contract.
export { send, unchecked, type DataOf } from './api.js';
export { readAuditLog } from './audit-log.js';
export { PUBLIC_URL, startTestApp, type TestContext } from './app.js';
/** How the server reads its settings, for a feature's tests of its own settings. */
export { resolveConfig } from '../config.js';
export { checkEnv } from '../env.js';
export { bookThroughApi, createEvent, orderThroughApi, TICKET_HOLDER, type TestEvent } from './events.js';
// An order placed and a ticket's QR code made without the HTTP round trip, for a test that needs many.
export { PAYMENT_BILL, PAYMENT_FREE, placeOrder } from '../modules/events/booking.js';
export { oldTicketCode, ticketCode } from '../modules/events/ticket-code.js';
export { bearer, call, get, outboxFor, post, registerMember, signIn, uniqueEmail, type Envelope, type Registered } from './http.js';
/** A payment page's HTML form read and posted back, as a browser would. */
export { form, formOf } from './html-forms.js';
/** A port nothing listens on, for a stand-in of a provider's server. */
export { freePort } from './postgres-cluster.js';
export { createCourse, enrolDirectly, eligibility, enrolThroughApi, questionnaireAnswers, quizSubmission, submitQuizThroughApi, TEST_QUIZ, type TestCourse } from './learning.js';
export { ownedRecords } from './owned-records.js';
export { pageCount, pdfText } from './pdf-text.js';
export { assertNoPrivateData } from './privacy.js';
export { completeProfile, memberWithProfile, skillIds } from './profile.js';
export { apiRoutes, withParams } from './routes.js';
export { jpegBytes, multipartBody, pdfBytes, pixelsOf, pngBytes, uploadImage, uploadPdf } from './upload.js';
// The demo members the seeded content is written by.
export { demoMembers } from '../db/seed/members.js';
/** A backup's file name for its time, as the nightly backup writes it. */
export { backupName } from '../modules/backups/targets.js';
// The server's own answers a test compares with.
export { NO_ACCESS } from '../plugins/auth.js';
export { OWN_MARK_PAID } from '../../../mfe-ticketing/src/features/staff-orders/server/staff-payments.js';
export { signedCallback, testCheckoutPath } from '../modules/payments/test-gateway.js';
/** JazzCash's refund call, and the settings a test points at its stand-in. */
export { refundPayment, type JazzCashSettings } from '../modules/payments/jazzcash.js';
export { PDF_INCOMPLETE } from '../modules/uploads/pdf-check.js';
export { ACCOUNT_DISABLED } from '../modules/users/session-routes.js';
/** A password-reset link made as the mail would carry it, without sending the mail. */
export { createPasswordReset } from '../modules/users/password-resets.js';
/** The header's highlighted link (the next conference edition or event), which publishing an edition moves. */
export { findFeaturedEvent } from '../modules/web/featured-event.js';
