import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { Box, Button, Flex, formatDateTime, Link, PageFrame, PageSection, RouterLink, Text, useNavigate, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterLabel, FilterSelect, StaffPager } from 'shared-ui/staff';
import { SearchBox, StaffTable, type StaffColumn } from 'shared-ui/table';
import { StatusBadge } from '../../../staff-content/StatusBadge';
import { blogAdminKeys, getStaffBlogs, type StaffBlogFilters } from '../../api';
import type { StaffBlogRow } from '../../shapes';

const STATUSES = ['draft', 'scheduled', 'published'] as const;

const columns: StaffColumn<StaffBlogRow>[] = [
  {
    id: 'title',
    header: 'Post',
    primary: true,
    cell: (blog) => (
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={`/staff/blogs/${blog.id}`}>{blog.title}</RouterLink>
      </Link>
    ),
  },
  { id: 'status', header: 'State', primary: true, cell: (blog) => <StatusBadge status={blog.status} /> },
  { id: 'author', header: 'Author', cell: (blog) => blog.author.name },
  {
    id: 'publish_at',
    header: 'Published',
    phoneLabel: true,
    cell: (blog) => (blog.publish_at ? <time dateTime={blog.publish_at}>{formatDateTime(blog.publish_at)}</time> : <Text as="span" color="fg.muted">Not yet</Text>),
  },
  { id: 'updated_at', header: 'Last saved', phoneLabel: true, cell: (blog) => <time dateTime={blog.updated_at}>{formatDateTime(blog.updated_at)}</time> },
];

/** Staff: every blog post, latest saved first, searched by title and filtered by state; a way to write one. */
export default function StaffBlogsPage() {
  const filters = useUrlFilters({ q: '', status: '' }, { status: STATUSES });
  const { values, page } = filters;
  const query: StaffBlogFilters = { q: values.q, status: STATUSES.find((s) => s === values.status) ?? '', page };
  const blogs = useQuery(defineQuery(blogAdminKeys.list(query), () => getStaffBlogs(query)));
  const navigate = useNavigate();
  return (
    <PageSection title="Blogs" lead="Write posts as drafts, preview them, and publish them now or at a time you choose.">
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to="/staff/blogs/new">New post</RouterLink>
        </Button>
      </Flex>
      <FilterBar label="Filter posts">
        <SearchBox label="Search" placeholder="Words of the title" value={values.q} onSearch={(q) => filters.set({ q })} />
        <Box>
          <FilterLabel htmlFor="blogs-status">State</FilterLabel>
          <FilterSelect id="blogs-status" value={values.status} onChange={(e) => filters.set({ status: e.target.value })}>
            <option value="">Every state</option>
            <option value="draft">Drafts</option>
            <option value="scheduled">Scheduled</option>
            <option value="published">Published</option>
          </FilterSelect>
        </Box>
      </FilterBar>
      <PageFrame
        query={blogs}
        what="the posts"
        empty={{ when: (list) => list.items.length === 0, title: query.q || query.status ? 'No post matches' : 'No posts yet', description: query.q || query.status ? 'Try other words, or every state.' : 'Write one with New post.' }}
      >
        {({ items, pagination }) => (
          <>
            <StaffTable caption="Blog posts, latest saved first" rows={items} columns={columns} rowKey={(blog) => String(blog.id)} rowLabel={(blog) => blog.title} onOpen={(blog) => navigate(`/staff/blogs/${blog.id}`)} />
            <StaffPager pagination={pagination} onPage={(to) => filters.setPage(to)} labels={['Newer', 'Older']} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
