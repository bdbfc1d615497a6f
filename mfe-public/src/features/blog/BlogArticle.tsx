import { Box, formatDate, Heading, HStack, MemberPhoto, SafeHtml, StoredImage, Text } from 'shared-ui';
import { AuthorCard } from './AuthorCard';
import type { Blog } from './shapes';

/** A blog post as visitors read it: title, author and date, picture, text and the author's card. Staff preview it too. */
export function BlogArticle({ blog }: { blog: Blog }) {
  return (
    <>
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.2" mb="4">
        {blog.title}
      </Heading>
      <HStack gap="3" mb="6">
        {blog.author.avatar && <MemberPhoto image={blog.author.avatar} size={44} priority />}
        <Box fontSize="sm">
          <Text fontWeight="semibold">{blog.author.name}</Text>
          <Text color="fg.muted">
            <time dateTime={blog.created_at}>{formatDate(blog.created_at)}</time>
            {blog.author.title ? ` · ${blog.author.title}` : ''}
          </Text>
        </Box>
      </HStack>
      <StoredImage image={blog.featured_image} width={blog.featured_image_width} height={blog.featured_image_height} alt="" priority borderRadius="l3" mb="8" />
      <SafeHtml html={blog.content} fontSize={{ base: 'md', md: 'lg' }} />
      <AuthorCard author={blog.author} />
    </>
  );
}
