// The board, the partners, the highlight videos and the home page's figures as staff write them: one definition for
// the staff forms and the server's check. Publishing (publish now or at a time) is validation/publishing.ts's.
import { personName, schema, trimmed, type InferType } from 'shared-api/validation';

export const PERSON_NAME_MAX = 100;
export const POSITION_MAX = 120;
export const BIO_MAX = 1500;
export const FIGURE_VALUE_MAX = 20;
export const FIGURE_LABEL_MAX = 60;
/** The longest list staff order at once; each kind has a few dozen at most. */
export const ORDER_MAX = 500;

/** A link visitors may follow: an https address of a site (no script, data or mail link, no address without a host). */
export const isWebLink = (value: string | undefined) => {
  if (!value) return true;
  try {
    const link = new URL(value);
    return link.protocol === 'https:' && /\./.test(link.hostname) && !/\s/.test(value);
  } catch {
    return false;
  }
};

/** The video's id in a YouTube watch, share or embed link; null for anything else. */
export const youtubeId = (value: string) => /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/)|youtu\.be\/)([\w-]{11})(?:[?&#].*)?$/.exec(value)?.[1] ?? null;

const link = (message: string) => trimmed().max(500, 'Please keep the link under 500 characters').test('link', message, isWebLink).default('');
const required = (max: number, message: string, tooLong: string) => trimmed().max(max, tooLong).required(message);
/** A person's name: refused with a character nobody sees in it, as every name is. */
const nameOfPerson = () => personName(PERSON_NAME_MAX, `Please keep the name under ${PERSON_NAME_MAX} characters`).required('Please enter the name');
/** A stored picture's key, as an ImageField keeps it. */
const picture = () => trimmed().max(200);

export const directorSchema = schema.object({
  name: nameOfPerson(),
  position: required(POSITION_MAX, 'Please enter the position', `Please keep the position under ${POSITION_MAX} characters`),
  bio: required(BIO_MAX, 'Please write the bio', `Please keep the bio under ${BIO_MAX} characters`),
  /** the portrait's storage key; none: the board shows the initials */
  image: picture().nullable().default(null),
  linkedin: link('Please enter a LinkedIn link that starts with https://'),
});
export type DirectorInput = InferType<typeof directorSchema>;

export const partnerSchema = schema.object({
  name: required(PERSON_NAME_MAX, 'Please enter the name', `Please keep the name under ${PERSON_NAME_MAX} characters`),
  logo: picture().required('Please upload the logo'),
  website: link('Please enter a website link that starts with https://'),
  /** a corporate partner shows first on the home page; the others behind View More */
  corporate: schema.boolean().typeError('corporate must be true or false').default(false),
});
export type PartnerInput = InferType<typeof partnerSchema>;

export const highlightSchema = schema.object({
  name: nameOfPerson(),
  position: required(POSITION_MAX, 'Please enter the position', `Please keep the position under ${POSITION_MAX} characters`),
  organisation: required(POSITION_MAX, 'Please enter the organisation', `Please keep the organisation under ${POSITION_MAX} characters`),
  video_url: trimmed()
    .max(500, 'Please keep the link under 500 characters')
    .required('Please enter the video’s YouTube link')
    .test('youtube', 'Please enter a YouTube link, such as https://www.youtube.com/watch?v=… or https://youtu.be/…', (value) => !value || youtubeId(value) !== null),
  thumbnail: picture().required('Please upload a thumbnail'),
});
export type HighlightInput = InferType<typeof highlightSchema>;

export const homeFigureSchema = schema.object({
  value: required(FIGURE_VALUE_MAX, 'Please enter the figure', `Please keep the figure under ${FIGURE_VALUE_MAX} characters`),
  label: required(FIGURE_LABEL_MAX, 'Please enter what it counts', `Please keep it under ${FIGURE_LABEL_MAX} characters`),
});
export type HomeFigureInput = InferType<typeof homeFigureSchema>;

const orderMessage = 'ids must be record numbers';

/** A list's new order: every record of the list, each once, first shown first. */
export const orderSchema = schema.object({
  ids: schema
    .array(schema.number().typeError(orderMessage).integer(orderMessage).min(1, orderMessage).max(Number.MAX_SAFE_INTEGER, orderMessage).required(orderMessage))
    .min(1, 'Please give the order of the list')
    .max(ORDER_MAX, `At most ${ORDER_MAX} at a time`)
    .test('once', 'Each record may appear once', (ids) => !ids || new Set(ids).size === ids.length)
    .required('Please give the order of the list'),
});
export type OrderInput = InferType<typeof orderSchema>;
