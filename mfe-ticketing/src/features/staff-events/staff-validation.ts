// An event as staff write it (issue: staff create and edit events with packages, prices, capacity, speakers, sponsors
// and a gallery). One definition for the staff form and the server's check. Money is whole PKR.
import { BOOKING_EXTRAS, messages, personName, schema, trimmed, type InferType } from 'shared-api/validation';
import { isRecord } from 'shared-api/guards';

export const EVENT_CONTENT_MAX = 50_000;
/** The form's and the server's answer to an event with no text (the server's, once the text is cleaned). */
export const EVENT_CONTENT_REQUIRED = 'Please describe the event';
export const EVENT_PRICE_MAX = 10_000_000;
export const EVENT_CAPACITY_MAX = 100_000;
/** How many packages, speakers, sponsors and photos one event may list. */
export const EVENT_LIST_MAX = { packages: 12, speakers: 40, sponsors: 40, photos: 60 } as const;

const wholeRupees = (required: string) =>
  schema.number().typeError('Please enter an amount in rupees').integer('Please enter whole rupees').min(0, 'An amount cannot be negative').max(EVENT_PRICE_MAX, 'Please check the amount').required(required);
const optionalUrl = () => trimmed().max(500).url(messages.urlInvalid).nullable().optional().transform((value: unknown) => (value === '' ? null : value));
const storageKey = () => trimmed().max(200);
const isDate = (value: string | undefined) => !value || !Number.isNaN(new Date(value).getTime());

export const eventPackageSchema = schema.object({
  /** an existing package's id; none for a new one */
  id: schema.number().typeError('id must be a package number').integer().min(1).nullable().optional(),
  name: trimmed().max(120, 'Please keep the name under 120 characters').required('Please name the package'),
  price: wholeRupees('Please enter the price in PKR (0 for a free package)'),
  discounted_price: schema
    .number()
    .typeError('Please enter an amount in rupees')
    .integer('Please enter whole rupees')
    .min(0, 'An amount cannot be negative')
    .nullable()
    .optional()
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .test('below-price', 'The discounted price must be lower than the price', function (value) {
      // The price as the form or the body gives it (compared as a number, as `<` would).
      const price = isRecord(this.parent) ? Number(this.parent.price) : NaN;
      return value === null || value === undefined || value < price;
    }),
  includes: trimmed().max(300, 'Please keep what the package includes under 300 characters').default(''),
  capacity: schema.number().typeError('Please enter how many seats').integer('Please enter whole seats').min(1, 'A package has at least one seat').max(EVENT_CAPACITY_MAX, 'Please check the number of seats').required('Please enter how many seats'),
});

export const eventSpeakerSchema = schema.object({
  name: personName(120, 'Please keep the name under 120 characters').required('Please enter the speaker’s name'),
  position: trimmed().max(120).default(''),
  company: trimmed().max(120).default(''),
  picture: storageKey().nullable().optional(),
  linkedin: optionalUrl(),
});

export const eventSponsorSchema = schema.object({
  name: trimmed().max(120, 'Please keep the name under 120 characters').required('Please enter the sponsor’s name'),
  logo: storageKey().required('Please upload the sponsor’s logo'),
});

export const eventPhotoSchema = schema.object({
  image: storageKey().required('Please upload the photo'),
  caption: trimmed().max(200, 'Please keep the caption under 200 characters').default(''),
});

export const eventSchema = schema.object({
  title: trimmed().max(200, 'Please keep the title under 200 characters').required('Please enter the title'),
  excerpt: trimmed().max(300, 'Please keep the summary under 300 characters').required('Please write a short summary for the event cards'),
  content: trimmed()
    .max(EVENT_CONTENT_MAX, `Please keep it under ${EVENT_CONTENT_MAX} characters`)
    .required(EVENT_CONTENT_REQUIRED),
  image: storageKey().nullable().optional(),
  start_date: trimmed().required('Please enter when the event starts').test('date', 'Please enter a valid date and time', isDate),
  end_date: trimmed()
    .required('Please enter when the event ends')
    .test('date', 'Please enter a valid date and time', isDate)
    .test('after-start', 'The event must end after it starts', function (value) {
      const start = isRecord(this.parent) ? this.parent.start_date : undefined;
      return !value || typeof start !== 'string' || !start || !isDate(start) || new Date(value).getTime() > new Date(start).getTime();
    }),
  venue: trimmed().max(200, 'Please keep the venue under 200 characters').required('Please enter the venue'),
  city: trimmed().max(100, 'Please keep the city under 100 characters').required('Please enter the city'),
  organizer: trimmed().max(120, 'Please keep the organizer under 120 characters').default(''),
  landing_page_link: optionalUrl(),
  /** what a booking asks beyond the holder's name, e-mail and phone (none unless the organisers want it), each once */
  booking_asks: schema
    .array(schema.string().oneOf([...BOOKING_EXTRAS], 'Please choose what a booking asks from the list').required('Please choose what a booking asks from the list'))
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .default([]),
  packages: schema.array(eventPackageSchema).min(1, 'Please add at least one package').max(EVENT_LIST_MAX.packages, `At most ${EVENT_LIST_MAX.packages} packages`).required('Please add at least one package'),
  speakers: schema.array(eventSpeakerSchema).max(EVENT_LIST_MAX.speakers, `At most ${EVENT_LIST_MAX.speakers} speakers`).default([]),
  sponsors: schema.array(eventSponsorSchema).max(EVENT_LIST_MAX.sponsors, `At most ${EVENT_LIST_MAX.sponsors} sponsors`).default([]),
  photos: schema.array(eventPhotoSchema).max(EVENT_LIST_MAX.photos, `At most ${EVENT_LIST_MAX.photos} photos`).default([]),
});
export type EventInput = InferType<typeof eventSchema>;
export type EventPackageInput = InferType<typeof eventPackageSchema>;
