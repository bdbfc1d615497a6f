import type { ProfileLinks } from 'shared-api';
import { Link, Text, Wrap } from 'shared-ui';

/** Where a profile link goes, as its site's name (fiverr.com); null for anything that is not a web address. */
function siteOf(value: string) {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * A member's freelancing platforms (spec: platforms keyed by platform), each named by its site, the other platform
 * by the name the member gave it. A value that is not a web address (the Freelancer.com field is not checked as
 * one) is not a link anyone could follow, so it is left out.
 */
export function PlatformLinks({ links, name }: { links: ProfileLinks; name: string }) {
  const entries = Object.entries(links).flatMap(([platform, value]) => {
    const href = typeof value === 'string' ? value : value?.link;
    const site = href ? siteOf(href) : null;
    if (!href || !site) return [];
    return [{ key: platform, label: typeof value === 'string' ? site : value!.name || site, href }];
  });
  if (!entries.length) return null;
  return (
    <Wrap gap="3" as="ul" listStyleType="none" aria-label={`${name} on freelancing platforms`}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link href={entry.href} target="_blank" rel="noopener noreferrer nofollow" fontSize="sm" color="brand.fg">
            {entry.label}
            <Text as="span" srOnly>
              {' '}
              (opens in a new tab)
            </Text>
          </Link>
        </li>
      ))}
    </Wrap>
  );
}
