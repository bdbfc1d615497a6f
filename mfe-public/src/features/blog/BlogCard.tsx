import { Box, Card, excerpt, formatDate, HStack, LinkBox, LinkOverlay, MemberPhoto, RouterLink, StoredImage, Text } from 'shared-ui';
import type { BlogSummary } from './shapes';

export const blogPath = (b: { slug: string; id: number }) => `/blog/${b.slug}/${b.id}`;

/** A blog post in the list: image, title, a 100-character excerpt and its author. */
export function BlogCard({ blog, first = false }: { blog: BlogSummary; /** the list's first card: its image is the page's main one */ first?: boolean }) {
  return (
    <LinkBox as="article" h="full">
      <Card.Root h="full" overflow="hidden" variant="outline">
        <StoredImage image={blog.featured_image} width={blog.featured_image_width} height={blog.featured_image_height} alt="" priority={first} />
        <Card.Body gap="2">
          <Card.Title as="h2" fontSize="lg" lineHeight="1.35">
            <LinkOverlay asChild>
              <RouterLink to={blogPath(blog)}>{blog.title}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          {/* spec: blog excerpts are cut to 100 characters plus an ellipsis */}
          <Text color="fg.muted" fontSize="sm">
            {excerpt(blog.excerpt, 100)}
          </Text>
        </Card.Body>
        <Card.Footer>
          <HStack gap="3">
            {blog.author.avatar && <MemberPhoto image={blog.author.avatar} size={36} />}
            <Box fontSize="sm">
              <Text fontWeight="semibold">{blog.author.name}</Text>
              <Text color="fg.muted">
                <time dateTime={blog.created_at}>{formatDate(blog.created_at)}</time>
              </Text>
            </Box>
          </HStack>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
