import { t } from '@lingui/core/macro';
import type { Director } from './shapes';
import { Box, Card, Center, Heading, Link, SimpleGrid, Skeleton, SkeletonText, StoredImage, Text } from 'shared-ui';

/** The first letters of the first and last names ("Dr. Saima Rahman" → "SR"): a board member's picture until staff upload one. */
export const initialsOf = (name: string) => {
  const words = name.replace(/^(dr|mr|mrs|ms|prof)\.?\s+/i, '').split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0][0]}${words[words.length - 1][0]}` : (words[0] ?? '').slice(0, 2)).toUpperCase();
};

/** A square portrait, or the member's initials in its place. */
function Portrait({ director }: { director: Director }) {
  const { name } = director;
  if (director.image && director.image_width && director.image_height) {
    return <StoredImage image={director.image} width={director.image_width} height={director.image_height} alt={t`Portrait of ${name}`} aspectRatio={1} objectFit="cover" sizes="(min-width: 62em) 16rem, (min-width: 30em) 50vw, 100vw" />;
  }
  return (
    <Center aspectRatio={1} bg="brand.subtle" color="brand.fg" role="img" aria-label={t`${name} (no portrait yet)`}>
      <Text as="span" fontSize="5xl" fontWeight="bold" letterSpacing="wider" aria-hidden="true">
        {initialsOf(name)}
      </Text>
    </Center>
  );
}

export const BoardSkeleton = () => (
  <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
    {Array.from({ length: 8 }, (_, i) => (
      <Box key={i}>
        <Skeleton aspectRatio={1} borderRadius="l3" mb="3" />
        <SkeletonText noOfLines={4} />
      </Box>
    ))}
  </SimpleGrid>
);

/** What a screen reader hears after "LinkedIn". */
const opensInNewTab = (name: string) => t`: ${name} (opens in a new tab)`;

/** The board as visitors see it on /board: portrait, name, position, the bio in four rows, LinkedIn. */
export function BoardGrid({ directors }: { directors: Director[] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
      {directors.map((d) => (
        <Card.Root as="article" key={d.id} variant="outline" overflow="hidden">
          <Portrait director={d} />
          <Card.Body gap="2">
            <Heading as="h2" size="md">
              {d.name}
            </Heading>
            <Text color="brand.fg" fontWeight="semibold" fontSize="sm">
              {d.position}
            </Text>
            {/* spec: board bio clamped to 4 rows */}
            <Text fontSize="sm" color="fg.muted" lineClamp={4} title={d.bio} dir="auto">
              {d.bio}
            </Text>
          </Card.Body>
          {d.linkedin && (
            <Card.Footer>
              <Link href={d.linkedin} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm" fontWeight="semibold">
                {'LinkedIn' /* a name */}
                <Text as="span" srOnly>
                  {opensInNewTab(d.name)}
                </Text>
              </Link>
            </Card.Footer>
          )}
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
