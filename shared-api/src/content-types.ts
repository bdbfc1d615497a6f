// Content entities as the API returns them (pure types, shared with the server's table definitions).
// Image fields are storage keys: `storageUrl(key)` is where the browser loads them, and
// `<field>_width`/`<field>_height` let a page reserve their space.
import type { SpeakerType, SponsorTier } from './enums';
import type { ProfileLinks } from './types';

export interface Pagination {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** A page of a list that can grow (`?page=&per_page=`). */
export interface Paged<T> {
  items: T[];
  pagination: Pagination;
}

export interface BlogAuthor {
  name: string;
  title: string | null;
  avatar: string | null;
  member_id: string;
}

export interface BlogSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  featured_image: string;
  featured_image_width: number;
  featured_image_height: number;
  created_at: string;
  author: BlogAuthor;
}

export interface Blog extends BlogSummary {
  /** sanitized HTML */
  content: string;
  author: BlogAuthor & { bio: string | null; platforms: ProfileLinks };
}

export interface PressReleaseSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  featured_image: string;
  featured_image_width: number;
  featured_image_height: number;
  /** who issued it */
  name: string;
  created_at: string;
}

export interface PressRelease extends PressReleaseSummary {
  content: string;
  pdf: Array<{ name: string; download_link: string; bytes: number }>;
}

export interface MediaMention {
  id: number;
  title: string;
  excerpt: string;
  outlet: string;
  logo: string;
  logo_width: number;
  logo_height: number;
  link: string;
  published_at: string;
}

export interface Partner {
  id: number;
  name: string;
  logo: string;
  logo_width: number;
  logo_height: number;
  website: string | null;
}

export interface Highlight {
  id: number;
  name: string;
  position: string;
  organisation: string;
  video_url: string;
  thumbnail: string;
  thumbnail_width: number;
  thumbnail_height: number;
}

export interface Director {
  id: number;
  name: string;
  position: string;
  bio: string;
  image: string;
  image_width: number;
  image_height: number;
  linkedin: string | null;
}

/** What a package card shows; stored with the package. */
export interface PackageListing {
  memberPrice: number;
  memberPriceDiscounted: number | null;
  discountText: string | null;
  description: string;
  features: Array<{ name: string; description: string }>;
  type: string;
  buttonText: string;
  buttonLink: string;
  disabled: boolean;
}

export interface MembershipPackage extends PackageListing {
  id: number;
  name: string;
  price: number;
  discounted_price: number | null;
}

export interface Speaker {
  name: string;
  designation: string;
  company: string;
  image: string;
  image_width: number;
  image_height: number;
  linkdln: string | null;
  type: SpeakerType;
}

export interface ScheduleItem {
  id: number;
  startTime: string;
  endTime: string;
  topicTitle: string;
  topicDescription: string;
}

export interface Sponsor {
  name: string;
  image: string;
  image_width: number;
  image_height: number;
  type: SponsorTier;
  priority: number;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

export interface Venue {
  name: string;
  address: string;
  city: string;
  map_url: string | null;
}

export interface Conference {
  slug: string;
  title: string;
  edition: string;
  tagline: string;
  overview: string[];
  starts_at: string;
  ends_at: string;
  time_zone: string;
  venue: Venue;
  banner: string;
  banner_width: number;
  banner_height: number;
  all_speakers_link: string | null;
  /** an .ics calendar event for the conference's dates */
  calendar_url: string;
  speakers: Speaker[];
  /** one entry per day (YYYY-MM-DD in Asia/Karachi) */
  schedule: Array<{ date: string; items: ScheduleItem[] }>;
  sponsors: Sponsor[];
  faqs: Faq[];
}
