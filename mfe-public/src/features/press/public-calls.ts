// The visitors' calls of press releases and media mentions (the lists, a release, and the home page's featured
// releases and Featured in logos), apart from the feature's other calls and hooks: the pages read with shared-api's
// light useRead (decision 009), so a visitor's page loads no query client. The staff's previews read through api.ts.
import { call } from 'shared-api';
import { typedCalls } from 'shared-api/contract-client';
import { pressCalls } from './calls';
import type { pressContract } from './contract';

const api = typedCalls<typeof pressContract>(pressCalls, { call });

/** The names of the visitors' reads in the query cache. */
export const pressKeys = {
  /** the home page's In the Press */
  featuredReleases: ['content', 'press-releases', 'featured'] as const,
  /** a page of the press releases */
  releases: (page: number) => ['content', 'press-releases', page] as const,
  /** one press release */
  release: (id: number | string) => ['content', 'press-release', String(id)] as const,
  /** the home page's Featured in logos */
  featuredMentions: ['content', 'media-mentions', 'featured'] as const,
  /** a page of the media mentions */
  mentions: (page: number) => ['content', 'media-mentions', page] as const,
};

const paging = (page: number, perPage?: number) => (perPage ? { page, per_page: perPage } : { page });

/** The latest featured press releases (up to three), for the home page. */
export const getFeaturedPressReleases = () => api.getFeaturedPressReleases();
/** Published press releases, newest first, a page at a time, without their content. */
export const getPressReleases = (page = 1, perPage?: number) => api.getPressReleases({ query: paging(page, perPage) });
/** One published press release with its content and PDFs. */
export const getPressRelease = (id: number | string) => api.getPressRelease({ params: { id } });
/** The home page's Featured in logos, in the order staff gave them. */
export const getFeaturedMediaMentions = () => api.getFeaturedMediaMentions();
/** Published media mentions, newest first, a page at a time. */
export const getMediaMentions = (page = 1, perPage?: number) => api.getMediaMentions({ query: paging(page, perPage) });
