import { getBlogs } from 'shared-api';
import { PageSection, SimpleGrid } from 'shared-ui';
import { BlogCard } from '../../features/blog/BlogCard';
import { CardGridSkeleton } from '../../features/cards/CardGridSkeleton';
import { Loadable } from '../../features/data/Loadable';
import { useResource } from '../../features/data/useResource';
import { Pager, usePageNumber } from '../../features/paging/Pager';

export default function BlogPage() {
  const page = usePageNumber();
  const { state, retry } = useResource(() => getBlogs(page), `blogs-${page}`);
  return (
    <PageSection title="Blog" lead="Guides, stories and news from freelancers across Pakistan." width="6xl">
      <Loadable state={state} retry={retry} what="the blog" skeleton={<CardGridSkeleton />}>
        {({ items, pagination }) => (
          <>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {items.map((blog, i) => (
                <BlogCard key={blog.id} blog={blog} first={i === 0} />
              ))}
            </SimpleGrid>
            <Pager pagination={pagination} label="Blog" />
          </>
        )}
      </Loadable>
    </PageSection>
  );
}
