import { defineQuery, useRead } from 'shared-api';
import { contentKeys, getMediaMentions } from 'shared-api/content';
import { Box, Card, CardGridSkeleton, excerpt, Flex, formatDate, Link, PageFrame, Pager, PageSection, SimpleGrid, StoredImage, Text, usePageNumber } from 'shared-ui';

export default function MediaMentionsPage() {
  const page = usePageNumber();
  const query = useRead(defineQuery(contentKeys.mediaMentions(page), () => getMediaMentions(page)));
  return (
    <PageSection title="Media Mentions" lead="What the press says about the association and Pakistan's freelancers." width="6xl">
      <PageFrame query={query} what="the media mentions" skeleton={<CardGridSkeleton columns={{ base: 1, md: 2 }} count={4} />}>
        {({ items, pagination }) => (
          <>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              {items.map((m) => (
                <Card.Root as="article" key={m.id} variant="outline">
                  <Card.Body gap="3">
                    <Flex gap="4" align="center">
                      <Box w="32" flexShrink={0}>
                        <StoredImage image={m.logo} width={m.logo_width} height={m.logo_height} alt={m.outlet} borderWidth="1px" borderRadius="l2" />
                      </Box>
                      <Text fontSize="sm" color="fg.muted">
                        {m.outlet} · <time dateTime={m.published_at}>{formatDate(m.published_at)}</time>
                      </Text>
                    </Flex>
                    <Card.Title as="h2" fontSize="lg">
                      {m.title}
                    </Card.Title>
                    {/* spec: media excerpts are cut to 100 characters plus an ellipsis */}
                    <Text color="fg.muted">{excerpt(m.excerpt, 100)}</Text>
                  </Card.Body>
                  <Card.Footer>
                    <Link href={m.link} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold">
                      Read Full Article
                      <Text as="span" srOnly>
                        : {m.title} (opens in a new tab)
                      </Text>
                    </Link>
                  </Card.Footer>
                </Card.Root>
              ))}
            </SimpleGrid>
            <Pager pagination={pagination} label="Media mentions" />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
