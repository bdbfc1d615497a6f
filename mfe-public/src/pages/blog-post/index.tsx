import { defineQuery, useRead } from 'shared-api';
import { contentKeys, getBlog } from 'shared-api/content';
import { Box, Container, formatDate, Heading, HStack, MemberPhoto, PageFrame, SafeHtml, Skeleton, SkeletonText, StoredImage, Text, usePageTitle, useParams } from 'shared-ui';
import { AuthorCard } from './AuthorCard';

const PostSkeleton = () => (
  <>
    <Skeleton h="10" mb="4" />
    <Skeleton h="12" w="60%" mb="6" />
    <Skeleton aspectRatio={1200 / 630} mb="6" />
    <SkeletonText noOfLines={8} />
  </>
);

export default function BlogPostPage() {
  const { blogId = '' } = useParams();
  const query = useRead(defineQuery(contentKeys.blog(blogId), () => getBlog(blogId)));
  usePageTitle(query.data?.title);
  return (
    <Container as="article" maxW="3xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PageFrame query={query} what="this blog post" skeleton={<PostSkeleton />} notFound={{ title: 'This blog post does not exist', back: { to: '/blog', label: 'Back to the blog' } }}>
        {(blog) => (
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
        )}
      </PageFrame>
    </Container>
  );
}
