// i18n-english: the staff's lists (docs/decisions/030).
// shared-ui/table: the one table every staff list is, as helpdesks and payment dashboards make them: dense rows,
// columns sorted by the server, rows selected for bulk actions, the keyboard (j/k to move, Enter to open, x to select,
// Esc to close), and on a phone a compact two-line row instead of a tall card. Built on TanStack Table; its own lazy
// entry, so only staff pages load it.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Button, chakra, CloseButton, Drawer, Flex, HStack, Portal, Text, useBreakpointValue } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/theme-files/recipes/drawer';
import { rowSelectionFeature, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type RowData, type RowSelectionState, type SortingState, type Updater } from '@tanstack/react-table';

// On the server (a first view, docs/decisions/025) there is no window to ask: the base value, and the browser's own
// once it runs. An overlay's size shapes only what it draws when open, which the server never renders.
const ON_SERVER = typeof window === 'undefined';

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  by: string;
  dir: SortDirection;
}

export interface StaffColumn<T extends RowData> {
  /** the column's name, and what the server sorts by when it is sortable */
  id: string;
  header: string;
  cell(row: T): ReactNode;
  sortable?: boolean;
  /** on a phone, primary cells make the row's first line; the others follow on the second, small */
  primary?: boolean;
  /** on a phone, the cell is preceded by its header ('Last saved: …'), for cells that do not say what they are, such as dates */
  phoneLabel?: boolean;
  /** numbers and amounts line up on the right */
  numeric?: boolean;
  /** a fixed width, e.g. '8rem' */
  width?: string;
}

export interface StaffTableProps<T extends RowData> {
  /** what the table lists, for screen readers (its caption) */
  caption: string;
  rows: readonly T[];
  columns: StaffColumn<T>[];
  rowKey(row: T): string;
  /** names a row for its checkbox and its Open button, e.g. the member's name and the order number */
  rowLabel(row: T): string;
  sort?: TableSort;
  onSort?(sort: TableSort): void;
  /** the selected rows' keys; with onSelect, each row gets a checkbox */
  selected?: ReadonlySet<string>;
  onSelect?(keys: Set<string>): void;
  /** opens a row (its side panel or page): Enter on the active row, or a click on it */
  onOpen?(row: T): void;
  /** the row shown in the side panel, marked as current */
  openKey?: string | null;
  empty?: ReactNode;
}

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });

const Cell = chakra('td', {
  base: {
    px: '3',
    py: { base: '0', md: '2' },
    fontSize: 'sm',
    verticalAlign: 'top',
    // A long e-mail breaks only where it would overflow; 'anywhere' also let the table squeeze a column to one letter
    // and break words in the middle ("Bankin g", "com ment s").
    overflowWrap: 'break-word',
    // A phone shows a row as lines: the primary cells, then the rest, small, one after another.
    display: { base: 'inline', md: 'table-cell' },
    borderBottomWidth: { base: '0', md: '1px' },
  },
});

const Head = chakra('th', {
  base: { px: '3', py: '2', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', textAlign: 'start', textTransform: 'uppercase', letterSpacing: 'wide', borderBottomWidth: '1px', whiteSpace: 'nowrap' },
});

// On a phone a row is two lines: the checkbox and primary cells, then the others separated by dots.
const PHONE_LINES = {
  borderCollapse: 'collapse',
  '@media (max-width: 47.99em)': {
    '& td[data-primary] + td:not([data-primary])::before': { content: '""', display: 'block' },
    '& td:not([data-primary]) + td:not([data-primary])::before': { content: '" · "' },
  },
} as const;

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * A staff list as a table. Sorting and paging are the server's (the page keeps them in the address); selection is
 * the page's, so a bulk action knows what it acts on.
 */
export function StaffTable<T extends RowData>({ caption, rows, columns, rowKey, rowLabel, sort, onSort, selected, onSelect, onOpen, openKey, empty }: StaffTableProps<T>) {
  const selectable = Boolean(onSelect);
  const definitions = useMemo<ColumnDef<typeof features, T>[]>(
    () => columns.map((column) => ({ id: column.id, header: column.header, accessorFn: (row: T) => row, enableSorting: Boolean(column.sortable), cell: (info) => column.cell(info.row.original) })),
    [columns],
  );
  const sorting: SortingState = sort ? [{ id: sort.by, desc: sort.dir === 'desc' }] : [];
  const rowSelection: RowSelectionState = Object.fromEntries([...(selected ?? [])].map((key) => [key, true]));
  const table = useTable({
    features,
    columns: definitions,
    data: rows as T[],
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableRowSelection: selectable,
    state: { sorting, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next && onSort) onSort({ by: next.id, dir: next.desc ? 'desc' : 'asc' });
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      onSelect?.(new Set(Object.keys(next).filter((key) => next[key])));
    },
  });
  const tableRows = table.getRowModel().rows;

  // The keyboard's row: j/k move it, Enter opens it, x selects it. Rows are reached by Tab one at a time (roving focus).
  const [active, setActive] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);
  useEffect(() => setActive((i) => Math.min(i, Math.max(0, tableRows.length - 1))), [tableRows.length]);
  const focusRow = useCallback((index: number) => {
    setActive(index);
    body.current?.querySelectorAll<HTMLElement>('tr[data-row]')[index]?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = tableRows[active];
    if (event.key === 'j' || event.key === 'ArrowDown') focusRow(Math.min(active + 1, tableRows.length - 1));
    else if (event.key === 'k' || event.key === 'ArrowUp') focusRow(Math.max(active - 1, 0));
    else if (event.key === 'Enter' && row && onOpen && event.target instanceof HTMLTableRowElement) onOpen(row.original);
    else if (event.key === 'x' && row && selectable) row.toggleSelected();
    else return;
    event.preventDefault();
  };

  if (!rows.length) return <Box py="8">{empty ?? <Text color="fg.muted">Nothing to show.</Text>}</Box>;
  const allSelected = table.getIsAllRowsSelected();
  return (
    <Box overflowX={{ md: 'auto' }} borderWidth="1px" borderRadius="l2" bg="bg">
      <chakra.table w="full" css={PHONE_LINES} display={{ base: 'block', md: 'table' }}>
        <chakra.caption srOnly>{caption}</chakra.caption>
        {/* On a phone the header is one line: select all, and the orders the list can be sorted by. */}
        <chakra.thead display={{ base: 'block', md: 'table-header-group' }} bg="bg.subtle" borderBottomWidth={{ base: '1px', md: '0' }}>
          {table.getHeaderGroups().map((group) => (
            <chakra.tr key={group.id} display={{ base: 'block', md: 'table-row' }}>
              {selectable && (
                <Head w="10" display={{ base: 'inline-block', md: 'table-cell' }} borderBottomWidth={{ base: '0', md: '1px' }}>
                  <chakra.input
                    type="checkbox"
                    aria-label={allSelected ? 'Select none' : 'Select all on this page'}
                    checked={allSelected}
                    ref={(el: HTMLInputElement | null) => {
                      if (el) el.indeterminate = !allSelected && table.getIsSomeRowsSelected();
                    }}
                    onChange={() => table.toggleAllRowsSelected(!allSelected)}
                    boxSize="4"
                  />
                </Head>
              )}
              {group.headers.map((header) => {
                const column = columns.find((c) => c.id === header.column.id)!;
                const sorted = header.column.getIsSorted();
                return (
                  <Head
                    key={header.id}
                    w={column.width}
                    textAlign={column.numeric ? 'end' : 'start'}
                    display={{ base: column.sortable && onSort ? 'inline-block' : 'none', md: 'table-cell' }}
                    borderBottomWidth={{ base: '0', md: '1px' }}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {column.sortable && onSort ? (
                      <chakra.button type="button" display="inline-flex" gap="1" alignItems="center" fontWeight="inherit" textTransform="inherit" letterSpacing="inherit" _hover={{ color: 'fg' }} onClick={() => header.column.toggleSorting(sorted === 'desc' ? false : sorted === 'asc' ? true : Boolean(column.numeric))}>
                        {column.header}
                        <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                      </chakra.button>
                    ) : (
                      column.header
                    )}
                  </Head>
                );
              })}
              {onOpen && (
                <Head w="1" display={{ base: 'none', md: 'table-cell' }}>
                  <chakra.span srOnly>Open</chakra.span>
                </Head>
              )}
            </chakra.tr>
          ))}
        </chakra.thead>
        <chakra.tbody ref={body} display={{ base: 'block', md: 'table-row-group' }} onKeyDown={onKeyDown}>
          {tableRows.map((row, index) => {
            const key = row.id;
            const isOpen = openKey === key;
            return (
              <chakra.tr
                key={key}
                data-row=""
                tabIndex={index === active ? 0 : -1}
                aria-selected={selectable ? row.getIsSelected() : undefined}
                aria-current={isOpen ? 'true' : undefined}
                onFocus={() => setActive(index)}
                display={{ base: 'block', md: 'table-row' }}
                py={{ base: '2.5', md: '0' }}
                pe={{ base: '2', md: '0' }}
                borderBottomWidth={{ base: '1px', md: '0' }}
                bg={isOpen ? 'brand.subtle' : row.getIsSelected() ? 'bg.muted' : undefined}
                _hover={{ bg: isOpen ? 'brand.subtle' : 'bg.subtle' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
                cursor={onOpen ? 'pointer' : undefined}
                onClick={(event) => {
                  // A click on the row opens it; one on a link, button or checkbox in it does what that does.
                  if (onOpen && !(event.target as HTMLElement).closest('a, button, input, label, select, textarea')) onOpen(row.original);
                }}
              >
                {selectable && (
                  <Cell w="10" display={{ base: 'inline-block', md: 'table-cell' }} data-primary="">
                    <chakra.input type="checkbox" aria-label={`Select ${rowLabel(row.original)}`} checked={row.getIsSelected()} onChange={() => row.toggleSelected()} boxSize={{ base: '5', md: '4' }} verticalAlign="middle" />
                  </Cell>
                )}
                {row.getAllCells().map((cell) => {
                  const column = columns.find((c) => c.id === cell.column.id)!;
                  return (
                    <Cell
                      key={cell.id}
                      textAlign={{ md: column.numeric ? 'end' : 'start' }}
                      fontWeight={{ base: column.primary ? 'semibold' : 'normal', md: 'normal' }}
                      color={{ base: column.primary ? 'fg' : 'fg.muted', md: 'fg' }}
                      fontSize={{ base: column.primary ? 'sm' : 'xs', md: 'sm' }}
                      data-primary={column.primary ? '' : undefined}
                      ps={{ base: column.primary ? '1' : '0', md: '3' }}
                    >
                      {column.phoneLabel && <chakra.span display={{ base: 'inline', md: 'none' }}>{`${column.header}: `}</chakra.span>}
                      {column.cell(row.original)}
                    </Cell>
                  );
                })}
                {onOpen && (
                  <Cell display={{ base: 'none', md: 'table-cell' }} textAlign="end" w="1">
                    <Button size="xs" variant="ghost" aria-label={`Open ${rowLabel(row.original)}`} onClick={() => onOpen(row.original)}>
                      <span aria-hidden="true">›</span>
                    </Button>
                  </Cell>
                )}
              </chakra.tr>
            );
          })}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}

/** What a bulk action bar says and offers while rows are selected; stays in view at the bottom of a phone's screen. */
export function BulkBar({ count, noun, onClear, children }: { count: number; noun: [one: string, many: string]; onClear(): void; children: ReactNode }) {
  if (!count) return null;
  return (
    <Flex
      role="region"
      aria-label="Selected rows"
      position="sticky"
      bottom="0"
      zIndex="docked"
      mt="3"
      gap="3"
      px="4"
      py="3"
      wrap="wrap"
      align="center"
      bg="bg"
      borderWidth="1px"
      borderColor="brand.solid"
      borderRadius="l2"
      boxShadow="md"
    >
      <Text fontWeight="semibold" fontSize="sm">
        {count} {count === 1 ? noun[0] : noun[1]} selected
      </Text>
      <HStack gap="2" wrap="wrap" flex="1">
        {children}
      </HStack>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </Flex>
  );
}

/** A record's detail beside its list: a drawer from the end on a wide screen, the whole screen on a phone; Esc closes it. */
export function SidePanel({ title, open, onClose, children, footer }: { title: string; open: boolean; onClose(): void; children: ReactNode; footer?: ReactNode }) {
  // The system registers only the first view's recipes: the panel brings its own. Its size is chosen per breakpoint
  // here, as overlays' dialogs do, since the full size's styles are not undone by a smaller one on a wide screen.
  const size = useBreakpointValue({ base: 'full', md: 'md' } as const, { ssr: ON_SERVER });
  return (
    <Drawer.Root recipe={drawerSlotRecipe} open={open} onOpenChange={(details) => !details.open && onClose()} placement="end" size={size}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            {/* room for the close button, which sits over the header's end */}
            <Drawer.Header pe="12">
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** A list's search box: what staff type goes to the address (and the server) once they pause typing. */
export function SearchBox({ value, onSearch, label, placeholder }: { value: string; onSearch(text: string): void; label: string; placeholder?: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Box flex="1" minW={{ base: 'full', sm: '64' }}>
      <chakra.label display="block" mb="1" fontSize="sm" fontWeight="medium" htmlFor="staff-search">
        {label}
      </chakra.label>
      <chakra.input
        id="staff-search"
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text.trim());
        }}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        w="full"
        h="10"
        px="3"
        fontSize="sm"
        borderWidth="1px"
        borderRadius="l2"
        bg="bg"
      />
    </Box>
  );
}
