// What a feature's server half may use of the server (decision 044): the one file a `features/<feature>/server/`
// folder imports from server/, so the server's inside can move without touching a feature, and a reader sees in one
// place what a feature can lean on. A feature that needs more adds it here, by name.
export type { RateRule } from './config.js';
export type { Database } from './db/schema.js';
export type { CreatedAt, UpdatedAt } from './db/columns.js';
export { depsOf, type Deps } from './deps.js';
export { serve } from './http/contract-routes.js';
export { ok } from './http/envelope.js';
export { badRequest, conflict, fieldError, forbidden, notFound, tooManyRequests, unprocessable, type FieldErrors } from './http/errors.js';
export { paged, type Page, type PageQuery } from './http/paging.js';
export { takeSlot } from './http/rate-events.js';
export { sendCsv } from './http/send-csv.js';
export { auditChange, auditCreate, iso, staffChange, writeAudit, type Audit, type Snapshot } from './lib/audit.js';
export { Refusal } from './lib/domain-errors.js';
export { plainText, sanitizeRichText } from './lib/html.js';
export { karachiTime } from './lib/karachi-time.js';
export { usersMatching } from './lib/member-search.js';
export { auditedExport } from './lib/personal-data-exports.js';
export { searchTerms } from './lib/search-terms.js';
export { memberOf } from './plugins/auth.js';
export { inWords } from './plugins/security.js';
export { attachUpload, detachUpload } from './modules/uploads/queries.js';
