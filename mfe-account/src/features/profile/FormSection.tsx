import type { ReactNode } from 'react';
import { Card, Heading, SimpleGrid, Text } from 'shared-ui';

/** A titled group of fields: one column on a phone, two from medium screens up. */
export function FormSection({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={`${id}-heading`}>
      <Card.Body gap="4">
        <Heading id={`${id}-heading`} as="h2" size="lg">
          {title}
        </Heading>
        {lead && (
          <Text color="fg.muted" fontSize="sm" mt="-2">
            {lead}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {children}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
