import { useState } from 'react';
import { defineQuery, errorMessage } from 'shared-api';
import { blogAdminKeys, getBlogPreview, type StaffBlog } from 'shared-api/blogs-admin';
import { useQuery } from 'shared-api/query';
import { Box, Button, Container, Flex, formatDateTime, HStack, Link, notifyError, notifySuccess, PageFrame, RouterLink, Stack, Text } from 'shared-ui';
import { PreviewBanner } from 'shared-ui/staff';
import { BlogArticle } from '../../features/blog/BlogArticle';
import { blogPath } from '../../features/blog/BlogCard';
import { useUnpublishBlog } from '../../features/staff-blogs/api';
import { BlogStatusBadge } from '../../features/staff-blogs/BlogStatusBadge';

const SAYS = {
  draft: 'A draft: only staff see it. Preview it, then publish it now or schedule it.',
  scheduled: 'Scheduled: visitors see it from',
  published: 'Published: visitors read it on the blog since',
} as const;

/** The post as visitors will see it, read from what was last saved. */
function Preview({ blog }: { blog: StaffBlog }) {
  const query = useQuery(defineQuery(blogAdminKeys.preview(blog.id), () => getBlogPreview(blog.id)));
  return (
    <Box borderWidth="1px" borderRadius="l3" overflow="hidden">
      <PreviewBanner>As last saved. Save the form to see your changes here.</PreviewBanner>
      <Container as="article" maxW="3xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
        <PageFrame query={query} what="the preview">
          {(post) => <BlogArticle blog={post} />}
        </PageFrame>
      </Container>
    </Box>
  );
}

/** Whether visitors see the post, since when, a way to take it back, and its preview. */
export function Publishing({ blog }: { blog: StaffBlog }) {
  const [previewing, setPreviewing] = useState(false);
  const unpublish = useUnpublishBlog(blog.id);
  const takeBack = async () => {
    try {
      notifySuccess((await unpublish.mutateAsync()).message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <BlogStatusBadge status={blog.status} />
        {blog.status === 'published' && (
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={blogPath(blog)}>See it on the blog</RouterLink>
          </Link>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {SAYS[blog.status]}
        {blog.status !== 'draft' && blog.publish_at && ` ${formatDateTime(blog.publish_at)} (Karachi time).`}
        {` Address: /blog/${blog.slug}/${blog.id}`}
        {blog.status === 'draft' ? ' (it follows the title until the post is first published).' : '.'}
      </Text>
      <Flex gap="3" wrap="wrap" direction={{ base: 'column', sm: 'row' }}>
        <Button size="sm" variant="outline" aria-expanded={previewing} onClick={() => setPreviewing((open) => !open)}>
          {previewing ? 'Close the preview' : 'Preview'}
        </Button>
        {blog.status !== 'draft' && (
          <Button size="sm" variant="outline" colorPalette="red" loading={unpublish.isPending} onClick={() => void takeBack()}>
            Unpublish
          </Button>
        )}
      </Flex>
      {previewing && <Preview blog={blog} />}
    </Stack>
  );
}
