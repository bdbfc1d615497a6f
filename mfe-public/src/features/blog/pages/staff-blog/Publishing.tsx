import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Container, PageFrame } from 'shared-ui';
import { PublishingPanel } from '../../../staff-content/PublishingPanel';
import { blogAdminKeys, getBlogPreview, useUnpublishBlog } from '../../api';
import { BlogArticle } from '../../BlogArticle';
import { blogPath } from '../../BlogCard';
import type { StaffBlog } from '../../shapes';

const SAYS = {
  draft: 'A draft: only staff see it. Preview it, then publish it now or schedule it.',
  scheduled: 'Scheduled: visitors see it from',
  published: 'Published: visitors read it on the blog since',
} as const;

/** The post as visitors will see it, read from what was last saved. */
function Preview({ blog }: { blog: StaffBlog }) {
  const query = useQuery(defineQuery(blogAdminKeys.preview(blog.id), () => getBlogPreview(blog.id)));
  return (
    <Container as="article" maxW="3xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PageFrame query={query} what="the preview">
        {(post) => <BlogArticle blog={post} />}
      </PageFrame>
    </Container>
  );
}

/** Whether visitors see the post, since when, a way to take it back, and its preview. */
export function Publishing({ blog }: { blog: StaffBlog }) {
  const unpublish = useUnpublishBlog(blog.id);
  return (
    <PublishingPanel
      status={blog.status}
      publishAt={blog.publish_at}
      says={SAYS}
      address={{ path: blogPath(blog), link: 'See it on the blog', draftNote: 'it follows the title until the post is first published' }}
      preview={() => <Preview blog={blog} />}
      unpublish={() => unpublish.mutateAsync()}
      unpublishing={unpublish.isPending}
    />
  );
}
