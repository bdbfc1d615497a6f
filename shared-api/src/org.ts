// The association's identity is configuration, not code: the server may override it through the
// shell manifest; these are the defaults.
export interface OrgConfig {
  name: string;
  shortName: string;
  /** used in paths such as /{org}-google-career-certificates */
  slug: string;
  email: string;
  social: Array<{ name: string; url: string }>;
  /**
   * the event the header's event logo leads to (spec: second document §2.1): the server fills it from the data on each
   * request (server/src/modules/web/featured-event.ts); the default below is only the fallback
   */
  featuredEvent: { label: string; path: string };
}

export const defaultOrg: OrgConfig = {
  name: 'Pakistan Freelancers Association',
  shortName: 'PAFLA',
  slug: 'pafla',
  email: 'info@pafla.org.pk',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/pafla.pk' },
    { name: 'X', url: 'https://x.com/pafla_pk' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/pafla' },
    { name: 'Instagram', url: 'https://www.instagram.com/pafla.pk' },
    { name: 'YouTube', url: 'https://www.youtube.com/@pafla' },
  ],
  featuredEvent: { label: 'Freelance Fest 2022', path: '/freelance-fest-2022' },
};

/** Replaces `{org}` in a route path or title. */
export const withOrg = (text: string, org: OrgConfig = defaultOrg) =>
  text.replace(/\{org\}/g, text.startsWith('/') ? org.slug : org.shortName);
