import type { ReactNode } from 'react';
import { Card, Heading, HStack, Link, RouterLink } from 'shared-ui';

/** One part of the dashboard: a titled card with an optional link to the full page. */
export function HomeCard({ name, title, more, children }: { name: string; title: string; more?: { to: string; label: string }; children: ReactNode }) {
  // The heading's id from the card's name: the title is in the page's language.
  const id = `home-${name}`;
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" minW="0">
      <Card.Body gap="4">
        <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {more && (
            <Link asChild colorPalette="brand" fontSize="sm" fontWeight="medium">
              <RouterLink to={more.to}>{more.label}</RouterLink>
            </Link>
          )}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
