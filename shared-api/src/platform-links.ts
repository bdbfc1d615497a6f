// A member's freelancing-platform links, checked and written one way: the profile form and the server validate with
// it (validation.ts), and the pages that show a member's links build them only from what it accepts.
import type { Platform } from './enums';

export type { Platform };

interface PlatformSite {
  /** the platform's own domains; their subdomains (www., app.) are accepted too */
  domains: string[];
  /** the profile address of a bare username */
  profile: (username: string) => string;
}

/** Where each platform's profiles live. The other platform may be any web site. */
export const PLATFORM_SITES: Record<Exclude<Platform, 'otherplatform'>, PlatformSite> = {
  fiverr: { domains: ['fiverr.com'], profile: (u) => `https://www.fiverr.com/${u}` },
  upwork: { domains: ['upwork.com'], profile: (u) => `https://www.upwork.com/freelancers/${u}` },
  // Freelancer.com also answers under national domains (freelancer.pk).
  freelancercom: { domains: ['freelancer.com', 'freelancer.pk', 'freelancer.in', 'freelancer.co.uk', 'freelancer.ae'], profile: (u) => `https://www.freelancer.com/u/${u}` },
  guru: { domains: ['guru.com'], profile: (u) => `https://www.guru.com/freelancers/${u}` },
  toptal: { domains: ['toptal.com'], profile: (u) => `https://www.toptal.com/resume/${u}` },
  peopleperhour: { domains: ['peopleperhour.com'], profile: (u) => `https://www.peopleperhour.com/freelancer/${u}` },
  codeable: { domains: ['codeable.io'], profile: (u) => `https://www.codeable.io/developers/${u}/` },
};

/** A username as the platforms allow them: letters, digits, `_ . - ~`, not starting with a dot. */
const USERNAME = /^~?[A-Za-z0-9_][A-Za-z0-9_.-]{0,79}$/;
/** Path characters a profile address needs; quotes, angle brackets, spaces and the like are refused, not encoded. */
const SAFE_PATH = /^[A-Za-z0-9/_.~%@+:=,-]*$/;
const SAFE_QUERY = /^[A-Za-z0-9_.~%=&+,-]*$/;

const onDomain = (host: string, domains: string[]) => domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * The address of a web page, as https, or null: no credentials, no port, a named host (not an IP address or a single
 * label), and only plain characters in the path and query. The fragment is dropped.
 */
function webAddress(text: string): URL | null {
  if (!/^https?:\/\//i.test(text) || /[\s"'<>\\^`{|}]/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (url.username || url.password || url.port || !/^([a-z0-9-]+\.)+[a-z]{2,}$/.test(host)) return null;
  if (!SAFE_PATH.test(url.pathname) || !SAFE_QUERY.test(url.search.slice(1))) return null;
  url.protocol = 'https:';
  url.hash = '';
  return url;
}

export type PlatformLinkProblem = 'empty' | 'not-a-link' | 'other-site';

/**
 * A platform link as it is stored and linked: the profile address for a bare username (`ali_dev` on Fiverr is
 * https://www.fiverr.com/ali_dev), or the address given, as https on the platform's own site. The other platform takes
 * any web address. Anything else answers why it is refused.
 */
export function normalizePlatformLink(platform: Platform, value: unknown): { link: string } | { problem: PlatformLinkProblem } {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return { problem: 'empty' };
  const site = platform === 'otherplatform' ? null : PLATFORM_SITES[platform];
  if (site && USERNAME.test(text) && !text.includes('.')) return { link: site.profile(encodeURIComponent(text)) };
  // "www.fiverr.com/ali_dev" is an address without its scheme.
  const url = webAddress(/^[a-z0-9.-]+\.[a-z]{2,}\//i.test(text) ? `https://${text}` : text);
  if (!url) return { problem: 'not-a-link' };
  if (site && !onDomain(url.hostname.toLowerCase(), site.domains)) return { problem: 'other-site' };
  return { link: url.href };
}

/** The link to show for a stored platform link, or null when it is not one (an entry saved before links were checked). */
export function platformHref(platform: Platform, value: unknown): string | null {
  const result = normalizePlatformLink(platform, value);
  return 'link' in result ? result.link : null;
}
