import { t } from '@lingui/core/macro';
import { defineQuery, useRead } from 'shared-api';
import { Container, PageFrame, Skeleton, SkeletonText, useCanonicalPath, usePageTitle, useParams } from 'shared-ui';
import { BlogArticle } from '../../BlogArticle';
import { blogPath } from '../../BlogCard';
import { blogKeys, getBlog } from '../../public-calls';

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
  const query = useRead(defineQuery(blogKeys.one(blogId), () => getBlog(blogId)));
  usePageTitle(query.data?.title);
  // An address with an earlier slug of the post (its title before it was published) leads to the post's own address.
  useCanonicalPath(query.data ? blogPath({ slug: query.data.slug, id: Number(blogId) }) : undefined);
  return (
    <Container as="article" maxW="3xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <PageFrame query={query} what={t`this blog post`} skeleton={<PostSkeleton />} notFound={{ title: t`This blog post does not exist`, back: { to: '/blog', label: t`Back to the blog` }, titleAs: 'h1' }}>
        {(blog) => <BlogArticle blog={blog} />}
      </PageFrame>
    </Container>
  );
}
