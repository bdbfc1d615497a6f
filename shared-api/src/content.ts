// The public site's content calls: blogs, press releases, media mentions, partners, highlights,
// directors, membership packages and conference editions (entity types in content-types.ts).
// Bundled by the remote that shows these pages (shared-api/content), on the one client of the shared entry.
import { get } from 'shared-api';
import type { Blog, BlogSummary, Conference, Director, Highlight, MediaMention, MembershipPackage, Paged, Partner, PressRelease, PressReleaseSummary } from './content-types';

export type * from './content-types';

const paging = (page: number, perPage?: number): Record<string, number> => (perPage ? { page, per_page: perPage } : { page });

export const getBlogs = (page = 1, perPage?: number) => get<Paged<BlogSummary>>('blogs', paging(page, perPage));
export const getBlog = (id: number | string) => get<Blog>(`blogs/${encodeURIComponent(id)}`);
export const getFeaturedPressReleases = () => get<PressReleaseSummary[]>('featured-pressreleases');
export const getPressReleases = (page = 1, perPage?: number) => get<Paged<PressReleaseSummary>>('pressreleases', paging(page, perPage));
export const getPressRelease = (id: number | string) => get<PressRelease>(`pressreleases/${encodeURIComponent(id)}`);
export const getFeaturedMediaMentions = () => get<MediaMention[]>('mediamentions-order');
export const getMediaMentions = (page = 1, perPage?: number) => get<Paged<MediaMention>>('mediamentions', paging(page, perPage));
export const getCorporatePartners = () => get<Partner[]>('corporate-partners');
export const getPartners = () => get<Partner[]>('partners');
export const getHighlights = () => get<Highlight[]>('highlights');
export const getDirectors = () => get<Director[]>('directors');
export const getPackage = (name: string) => get<MembershipPackage>(`packages/${encodeURIComponent(name)}`);
export const getConference = (slug: string) => get<Conference>(`conferences/${encodeURIComponent(slug)}`);

/** The names of the content reads in the query cache: a read and its invalidation agree through these. */
export const contentKeys = {
  all: ['content'] as const,
  blogs: (page: number) => ['content', 'blogs', page] as const,
  blog: (id: number | string) => ['content', 'blog', String(id)] as const,
  featuredPressReleases: ['content', 'press-releases', 'featured'] as const,
  pressReleases: (page: number) => ['content', 'press-releases', page] as const,
  pressRelease: (id: number | string) => ['content', 'press-release', String(id)] as const,
  featuredMediaMentions: ['content', 'media-mentions', 'featured'] as const,
  mediaMentions: (page: number) => ['content', 'media-mentions', page] as const,
  corporatePartners: ['content', 'partners', 'corporate'] as const,
  partners: ['content', 'partners', 'other'] as const,
  highlights: ['content', 'highlights'] as const,
  directors: ['content', 'directors'] as const,
  packages: ['content', 'packages'] as const,
  conference: (slug: string) => ['content', 'conference', slug] as const,
};
