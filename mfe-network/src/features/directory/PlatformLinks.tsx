import { PLATFORM_LABELS, type Platform, type ProfileLinks } from 'shared-api';
import { Link, Text, Wrap } from 'shared-ui';

/** Only links that are web addresses become links (the Freelancer.com field is not checked as one). */
const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

/** A member's freelancing platforms (spec: platforms keyed by platform; the other one has its own name). */
export function PlatformLinks({ links, name }: { links: ProfileLinks; name: string }) {
  const entries = (Object.entries(links) as Array<[Platform, ProfileLinks[Platform]]>).flatMap(([platform, value]) => {
    if (!value) return [];
    if (typeof value === 'string') return [{ key: platform, label: PLATFORM_LABELS[platform], href: value }];
    return [{ key: platform, label: value.name || PLATFORM_LABELS.otherplatform, href: value.link }];
  });
  if (!entries.length) return null;
  return (
    <Wrap gap="3" as="ul" listStyleType="none" aria-label={`${name} on freelancing platforms`}>
      {entries.map((entry) => (
        <li key={entry.key}>
          {isWebAddress(entry.href) ? (
            <Link href={entry.href} target="_blank" rel="noopener noreferrer nofollow" fontSize="sm" color="brand.fg">
              {entry.label}
              <Text as="span" srOnly>
                {' '}
                (opens in a new tab)
              </Text>
            </Link>
          ) : (
            <Text fontSize="sm">{entry.label}</Text>
          )}
        </li>
      ))}
    </Wrap>
  );
}
