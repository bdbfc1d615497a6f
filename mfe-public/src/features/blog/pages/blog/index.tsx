import { t } from '@lingui/core/macro';
import { defineQuery, useRead } from 'shared-api';
import { CardGridSkeleton, PageFrame, Pager, PageSection, SimpleGrid, usePageNumber } from 'shared-ui';
import { BlogCard } from '../../BlogCard';
import { blogKeys, getBlogs } from '../../public-calls';

export default function BlogPage() {
  const page = usePageNumber();
  const query = useRead(defineQuery(blogKeys.list(page), () => getBlogs(page)));
  return (
    <PageSection title={t`Blog`} lead={t`Guides, stories and news from freelancers across Pakistan.`} width="6xl">
      <PageFrame query={query} what={t`the blog`} skeleton={<CardGridSkeleton />}>
        {({ items, pagination }) => (
          <>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {items.map((blog, i) => (
                <BlogCard key={blog.id} blog={blog} first={i === 0} />
              ))}
            </SimpleGrid>
            <Pager pagination={pagination} label={t`Blog`} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
