import { defineQuery, type ApiResult } from 'shared-api';
import type { PublishState } from 'shared-api/validation/publishing';
import { useQuery } from 'shared-api/query';
import { Box, Button, Flex, PageFrame, PageSection, RouterLink, useNavigate, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterLabel, FilterSelect, StaffPager } from 'shared-ui/staff';
import { SearchBox, StaffTable, type StaffColumn } from 'shared-ui/table';

const STATES = ['draft', 'scheduled', 'published'] as const;

export interface ContentFilters {
  q: string;
  status: '' | PublishState;
  page: number;
}

interface Page<R> {
  items: R[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
}

export interface ContentListProps<R extends { id: number; title: string }> {
  title: string;
  lead: string;
  /** where a record's staff page is: '/staff/press-releases' */
  base: string;
  /** the New button: 'New press release' */
  newLabel: string;
  /** the table's caption, and the plural for the messages: 'Press releases', 'press releases' */
  caption: string;
  plural: string;
  searchPlaceholder?: string;
  columns: StaffColumn<R>[];
  queryKey(filters: ContentFilters): readonly unknown[];
  load(filters: ContentFilters): Promise<ApiResult<Page<R>>>;
}

/** Staff: every record of a kind, latest saved first, searched and filtered by state (draft, scheduled, published); a way to add one. */
export function ContentList<R extends { id: number; title: string }>({ title, lead, base, newLabel, caption, plural, searchPlaceholder = 'Words of the title', columns, queryKey, load }: ContentListProps<R>) {
  const filters = useUrlFilters({ q: '', status: '' }, { status: STATES });
  const { values, page } = filters;
  const query: ContentFilters = { q: values.q, status: STATES.find((s) => s === values.status) ?? '', page };
  const list = useQuery(defineQuery(queryKey(query), () => load(query)));
  const navigate = useNavigate();
  const filtered = Boolean(query.q || query.status);
  const id = `${base.replace(/\W+/g, '-').replace(/^-/, '')}-status`;
  return (
    <PageSection title={title} lead={lead}>
      <Flex justify="end" mb="4">
        <Button asChild colorPalette="brand">
          <RouterLink to={`${base}/new`}>{newLabel}</RouterLink>
        </Button>
      </Flex>
      <FilterBar label={`Filter ${plural}`}>
        <SearchBox label="Search" placeholder={searchPlaceholder} value={values.q} onSearch={(q) => filters.set({ q })} />
        <Box>
          <FilterLabel htmlFor={id}>State</FilterLabel>
          <FilterSelect id={id} value={values.status} onChange={(e) => filters.set({ status: e.target.value })}>
            <option value="">Every state</option>
            <option value="draft">Drafts</option>
            <option value="scheduled">Scheduled</option>
            <option value="published">Published</option>
          </FilterSelect>
        </Box>
      </FilterBar>
      <PageFrame
        query={list}
        what={`the ${plural}`}
        empty={{ when: (l) => l.items.length === 0, title: filtered ? 'Nothing matches' : `No ${plural} yet`, description: filtered ? 'Try other words, or every state.' : `Add one with ${newLabel}.` }}
      >
        {({ items, pagination }) => (
          <>
            <StaffTable caption={`${caption}, latest saved first`} rows={items} columns={columns} rowKey={(r) => String(r.id)} rowLabel={(r) => r.title} onOpen={(r) => navigate(`${base}/${r.id}`)} />
            <StaffPager pagination={pagination} onPage={(to) => filters.setPage(to)} labels={['Newer', 'Older']} />
          </>
        )}
      </PageFrame>
    </PageSection>
  );
}
