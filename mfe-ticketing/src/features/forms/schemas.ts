// The member forms' schemas, loaded when a form first validates, not with its page (shared-ui/forms, lazySchema):
// yup and the schemas would otherwise take 17.5 KB gzip of a page's first view.
import { lazySchema } from 'shared-ui/forms';

export const ticketSchema = lazySchema(() => import('shared-api/validation/ticketing').then((m) => m.ticketSchema));
export const orderSchema = lazySchema(() => import('shared-api/validation/ticketing').then((m) => m.orderSchema));
export const orderFormSchema = lazySchema(() => import('./order-form-schema').then((m) => m.orderFormSchema));
