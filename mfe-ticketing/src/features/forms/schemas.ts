// The member forms' schemas, loaded when a form first validates, not with its page (shared-ui/forms, lazySchema):
// yup and the schemas would otherwise take 17.5 KB gzip of a page's first view.
import type { BookingExtra } from 'shared-api';
import type { BOOKING_ASKS_CONTEXT } from 'shared-api/validation/ticketing';
import { lazySchema } from 'shared-ui/forms';

export const ticketSchema = lazySchema(() => import('shared-api/validation/ticketing').then((m) => m.ticketSchema));
export const orderSchema = lazySchema(() => import('shared-api/validation/ticketing').then((m) => m.orderSchema));

/**
 * The ticket form's rules for one event: the shared schema, told what the event's booking asks for (its context, as
 * the server reads it), so an extra the event does not ask for is neither shown, checked nor sent. Formik's
 * `validationSchema`: formik gives its values as the context, which this replaces.
 */
export const ticketSchemaFor = (asks: readonly BookingExtra[]) => {
  const context: Record<typeof BOOKING_ASKS_CONTEXT, readonly BookingExtra[]> = { booking_asks: asks };
  return {
    validate: (values: unknown, options?: object) => ticketSchema.validate(values, { ...options, context }),
    cast: (values: unknown) => ticketSchema.cast(values, { context }),
  };
};
