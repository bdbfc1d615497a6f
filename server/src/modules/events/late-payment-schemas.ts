import * as yup from 'yup';
import { LATE_PAYMENT_STATUSES } from '../../../../shared-api/src/shapes/ticketing.js';
import { trimmed } from '../../../../shared-api/src/validation.js';
import { pageQuery } from '../../http/paging.js';
import { STAFF_ORDERS_PER_PAGE } from './schemas.js';

export const expiringOrdersQuery = pageQuery(STAFF_ORDERS_PER_PAGE);

export const latePaymentListQuery = pageQuery(STAFF_ORDERS_PER_PAGE).shape({
  status: trimmed()
    .oneOf([...LATE_PAYMENT_STATUSES], `status must be one of ${LATE_PAYMENT_STATUSES.join(', ')}`)
    .default('open'),
});
export type LatePaymentListInput = { status: (typeof LATE_PAYMENT_STATUSES)[number]; page: number; per_page: number };

const message = 'id must be a late payment number';
export const latePaymentParams = yup.object({ id: yup.number().typeError(message).integer(message).min(1, message).max(Number.MAX_SAFE_INTEGER, message).required(message) });
