// The audit log as a test reads it: every feature's staff changes are recorded there, and a test checks its own
// through the audit log's call (mfe-account's audit-log feature), as the staff's page reads them.
import type { FastifyInstance } from 'fastify';
import { auditLogContract } from '../../../mfe-account/src/features/audit-log/contract.js';
import { send } from './api.js';

/** The audit log's page for `query` (a kind of record, a person, days, a page), read with `headers`. */
export const readAuditLog = (app: FastifyInstance, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  send(app, auditLogContract.getAuditLog, { query }, headers);
