// The ticket form and the order form (second spec §5, every message as written there), the staff check-in and the
// staff order filter. The form (formik, validated on blur) and the server's routes run these same schemas.
import * as yup from 'yup';
import { messages, oneOf, PAYMENT_METHODS, personName, schema, TICKET_COUNTRIES, trimmed, type InferType } from 'shared-api/validation';
import type { BookingExtra } from '../enums';
import { ADDRESS_MAX, CNIC_LENGTH } from '../limits';

// Pages read the limits from shared-api/limits, without yup.
export { ADDRESS_MAX, CNIC_LENGTH, TICKET_COUNTRIES };
const PRINTED_CNIC = /^\d{5}-\d{7}-\d$/;

export const ticketMessages = {
  firstName: 'Please input your first name',
  lastName: 'Please input your last name',
  email: messages.emailRequired,
  emailInvalid: messages.emailInvalid,
  cnic: 'Please input your National Identification Number',
  cnicDigits: 'CNIC can only be numbers.',
  cnicLength: 'Please enter your complete CNIC of 13 digits',
  company: 'Please input your company',
  position: 'Please input your position',
  phone: 'Please input your phone number',
  city: 'Please select your city',
  state: 'Please select your state',
  country: 'Please select your country',
  address: 'Please provide your address',
  // Not quoted by the spec: the limits a field has beyond being required.
  addressTooLong: `Please keep your address under ${ADDRESS_MAX} characters`,
  phoneInvalid: 'Your phone number can only contain digits, spaces, +, - and brackets',
  tooLong: 'Please keep this under 150 characters',
} as const;

/** The key of the validation's context that lists what the event's booking asks for (its `booking_asks`). */
export const BOOKING_ASKS_CONTEXT = 'booking_asks';

/**
 * A detail only some events ask for. Where the event asks for it (the context's `booking_asks`), it is required, with
 * its rules; where the event does not, it is dropped unread, so it is neither checked nor stored. Without the event's
 * list (the server's first reading of a request, before it has read the event) it passes as given, to be read again
 * with the list.
 */
const askedFor = (extra: BookingExtra, rule: () => yup.Schema) =>
  trimmed().when(`$${BOOKING_ASKS_CONTEXT}`, ([asks]: unknown[]) =>
    !Array.isArray(asks) ? yup.mixed().label(`asked only where the event’s booking_asks include "${extra}"; ignored elsewhere`) : asks.includes(extra) ? rule() : yup.mixed().strip(),
  );

const cnic = () =>
  trimmed()
    // Kept as the 13 digits, however it was typed: the card's dashes are not part of the number.
    .transform((value: unknown) => (typeof value === 'string' && PRINTED_CNIC.test(value.trim()) ? value.replace(/-/g, '').trim() : value))
    .required(ticketMessages.cnic)
    .matches(/^\d*$/, ticketMessages.cnicDigits)
    .test('cnic-length', ticketMessages.cnicLength, (v) => !v || !/^\d*$/.test(v) || v.length === CNIC_LENGTH);

/**
 * The ticket form: who holds the ticket (POST user/events/{eventId}/packages/{packageId}/tickets). Every ticket needs
 * the holder's name, e-mail and phone; the CNIC, the company and position, and the postal address only where the
 * event asks for them: validate with `{ context: { booking_asks } }`, the event's list.
 */
export const ticketSchema = schema.object({
  first_name: personName(100, ticketMessages.tooLong).required(ticketMessages.firstName),
  last_name: personName(100, ticketMessages.tooLong).required(ticketMessages.lastName),
  email: trimmed().max(254, ticketMessages.emailInvalid).email(ticketMessages.emailInvalid).required(ticketMessages.email),
  phone_number: trimmed()
    .max(20, ticketMessages.phoneInvalid)
    .matches(/^\+?[0-9 ()-]*$/, ticketMessages.phoneInvalid)
    .required(ticketMessages.phone),
  cnic: askedFor('cnic', cnic),
  company: askedFor('company', () => trimmed().max(150, ticketMessages.tooLong).required(ticketMessages.company)),
  position: askedFor('company', () => trimmed().max(150, ticketMessages.tooLong).required(ticketMessages.position)),
  physical_address: askedFor('address', () => trimmed().max(ADDRESS_MAX, ticketMessages.addressTooLong).required(ticketMessages.address)),
  city: askedFor('address', () => trimmed().max(100, ticketMessages.tooLong).required(ticketMessages.city)),
  state: askedFor('address', () => trimmed().max(100, ticketMessages.tooLong).required(ticketMessages.state)),
  country: askedFor('address', () => oneOf(TICKET_COUNTRIES, ticketMessages.country)),
});
export type TicketInput = InferType<typeof ticketSchema>;

/** 3 card, 4 Free, 5 bill payment, 6 JazzCash, 7 Easypaisa. */
export const PAYMENT_METHOD_CODES = [PAYMENT_METHODS.card, PAYMENT_METHODS.free, PAYMENT_METHODS.onebill, PAYMENT_METHODS.jazzcash, PAYMENT_METHODS.easypaisa] as const;

/**
 * The order form: how the ticket is paid. The order is made out to the ticket's holder, as booked; a ticket is not
 * shipped, so the order asks for no address (the spec's payload also lists the holder's details: they are ignored).
 */
export const orderSchema = schema.object({
  payment_method: schema
    .number()
    .typeError(messages.paymentMethod)
    .oneOf([...PAYMENT_METHOD_CODES], messages.paymentMethod)
    .required(messages.paymentMethod),
});
export type OrderInput = InferType<typeof orderSchema>;

/**
 * The key that makes a retried or double-clicked booking one booking: the page makes one per form it shows and
 * sends it with every try (the body's `idempotency_key`, or an `Idempotency-Key` header).
 */
export const idempotencySchema = schema.object({
  idempotency_key: trimmed()
    .max(64, 'idempotency_key must be at most 64 letters, digits, - or _')
    .matches(/^[A-Za-z0-9_-]*$/, 'idempotency_key must be at most 64 letters, digits, - or _')
    .optional(),
});

/** POST order-paid */
export const orderPaidSchema = schema.object({
  order_id: schema.number().typeError('order_id must be an order number').integer('order_id must be an order number').min(1, 'order_id must be an order number').max(Number.MAX_SAFE_INTEGER, 'order_id must be an order number').required('order_id must be an order number'),
});
export type OrderPaidInput = InferType<typeof orderPaidSchema>;

/** Not quoted by the spec: what staff type when they mark a bill payment received, or undo that. */
export const BANK_REFERENCE_MAX = 64;
/** What a reference of money moved may hold: letters, digits, spaces and - / . # (the inside of a character class, with the u flag). */
export const BANK_REFERENCE_CHARACTERS = String.raw`\p{L}\p{N} ./#-`;
