import { defineQuery, useRead } from 'shared-api';
import { contentKeys, getDirectors } from 'shared-api/content';
import { Box, Card, Heading, Link, PageFrame, PageSection, SimpleGrid, Skeleton, SkeletonText, StoredImage, Text } from 'shared-ui';

const BoardSkeleton = () => (
  <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
    {Array.from({ length: 8 }, (_, i) => (
      <Box key={i}>
        <Skeleton aspectRatio={1} borderRadius="l3" mb="3" />
        <SkeletonText noOfLines={4} />
      </Box>
    ))}
  </SimpleGrid>
);

export default function BoardPage() {
  const query = useRead(defineQuery(contentKeys.directors, getDirectors));
  return (
    <PageSection title="Our Leadership" lead="The board of directors, elected by the members, who lead the association." width="6xl">
      <PageFrame query={query} what="the board" skeleton={<BoardSkeleton />}>
        {(directors) => (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
            {directors.map((d) => (
              <Card.Root as="article" key={d.id} variant="outline" overflow="hidden">
                <StoredImage image={d.image} width={d.image_width} height={d.image_height} alt={`Portrait of ${d.name}`} />
                <Card.Body gap="2">
                  <Heading as="h2" size="md">
                    {d.name}
                  </Heading>
                  <Text color="brand.fg" fontWeight="semibold" fontSize="sm">
                    {d.position}
                  </Text>
                  {/* spec: board bio clamped to 4 rows */}
                  <Text fontSize="sm" color="fg.muted" lineClamp={4} title={d.bio}>
                    {d.bio}
                  </Text>
                </Card.Body>
                {d.linkedin && (
                  <Card.Footer>
                    <Link href={d.linkedin} target="_blank" rel="noopener noreferrer" color="brand.fg" fontSize="sm" fontWeight="semibold">
                      LinkedIn
                      <Text as="span" srOnly>
                        : {d.name} (opens in a new tab)
                      </Text>
                    </Link>
                  </Card.Footer>
                )}
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </PageFrame>
    </PageSection>
  );
}
