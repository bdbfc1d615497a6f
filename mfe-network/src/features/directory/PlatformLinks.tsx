import { t } from '@lingui/core/macro';
import type { ProfileLinks } from 'shared-api';
import { platformHref, type Platform } from 'shared-api/platform-links';
import { Link, Text, Wrap } from 'shared-ui';

/** The site a checked link goes to, as its name (fiverr.com). */
const siteOf = (href: string) => new URL(href).hostname.replace(/^www\./, '');

/**
 * A member's freelancing platforms (spec: platforms keyed by platform), each named by its site, the other platform
 * by the name the member gave it. Links are built only from what the profile's rules accept (an https address on the
 * platform's own site, plain characters only), so a value saved before they were checked, or not a web address, is
 * left out rather than linked.
 */
export function PlatformLinks({ links, name }: { links: ProfileLinks; name: string }) {
  const entries = Object.entries(links).flatMap(([platform, value]) => {
    const href = platformHref(platform as Platform, typeof value === 'string' ? value : value?.link);
    if (!href) return [];
    const site = siteOf(href);
    return [{ key: platform, label: typeof value === 'string' ? site : value!.name || site, href }];
  });
  if (!entries.length) return null;
  return (
    <Wrap gap="3" as="ul" listStyleType="none" aria-label={t`${name} on freelancing platforms`}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link href={entry.href} target="_blank" rel="noopener noreferrer nofollow" fontSize="sm" color="brand.fg">
            {entry.label}
            <Text as="span" srOnly>
              {' '}
              {t`(opens in a new tab)`}
            </Text>
          </Link>
        </li>
      ))}
    </Wrap>
  );
}
