import { nullableStr, object, str, type JsonSchema } from '../../http/envelope.js';

const int: JsonSchema = { type: 'integer' };
const dateTime = str({ format: 'date-time' });

/** An image: its storage key (served at /api/storage/<key>) and its size in pixels. */
export const imageFields = (field: string): Record<string, JsonSchema> => ({
  [field]: str({ description: 'storage key; the file is served at /api/storage/<key>' }),
  [`${field}_width`]: int,
  [`${field}_height`]: int,
});

const authorSummary = {
  name: str(),
  title: nullableStr(),
  avatar: nullableStr(),
  member_id: str({ description: 'links to /member/:memberId' }),
};

export const blogSummarySchema = object({
  id: int,
  slug: str(),
  title: str(),
  excerpt: str(),
  ...imageFields('featured_image'),
  created_at: dateTime,
  author: object(authorSummary),
});

export const blogSchema = object({
  id: int,
  slug: str(),
  title: str(),
  excerpt: str(),
  content: str({ description: 'sanitized HTML' }),
  ...imageFields('featured_image'),
  created_at: dateTime,
  author: object({
    ...authorSummary,
    bio: nullableStr(),
    platforms: { type: 'object', additionalProperties: true, description: 'platform → profile link; otherplatform has a name and a link' },
  }),
});

const pdfSchema = object({ name: str(), download_link: str({ description: 'storage key of the PDF' }), bytes: int });

const pressFields = {
  id: int,
  slug: str(),
  title: str(),
  excerpt: str(),
  ...imageFields('featured_image'),
  name: str({ description: 'who issued it' }),
  created_at: dateTime,
};

export const pressSummarySchema = object(pressFields);
export const pressReleaseSchema = object({ ...pressFields, content: str({ description: 'sanitized HTML' }), pdf: { type: 'array', items: pdfSchema } });

export const mediaMentionSchema = object({ id: int, title: str(), excerpt: str(), outlet: str(), ...imageFields('logo'), link: str(), published_at: dateTime });
export const partnerSchema = object({ id: int, name: str(), ...imageFields('logo'), website: nullableStr() });
export const highlightSchema = object({ id: int, name: str(), position: str(), organisation: str(), video_url: str(), ...imageFields('thumbnail') });
export const directorSchema = object({ id: int, name: str(), position: str(), bio: str(), ...imageFields('image'), linkedin: nullableStr() });

export const packageSchema = object({
  id: int,
  name: str(),
  price: int,
  discounted_price: { type: 'integer', nullable: true },
  memberPrice: int,
  memberPriceDiscounted: { type: 'integer', nullable: true },
  discountText: nullableStr(),
  description: str(),
  features: { type: 'array', items: object({ name: str(), description: str() }) },
  type: str(),
  buttonText: str(),
  buttonLink: str(),
  disabled: { type: 'boolean' },
});

export const list = (item: JsonSchema): JsonSchema => ({ type: 'array', items: item });
