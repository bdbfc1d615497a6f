import { useState, type ReactNode } from 'react';
import { errorMessage } from 'shared-api';
import type { PublishState } from 'shared-api/validation/publishing';
import { Box, Flex, formatDateTime, IconButton, Link, notifyError, RouterLink, Text, useNavigate, VisuallyHidden } from 'shared-ui';
import { StaffTable, type StaffColumn } from 'shared-ui/table';
import { StatusBadge } from '../../staff-content/StatusBadge';

interface Ordered {
  id: number;
  status: PublishState;
  updated_at: string;
}

export interface OrderedTableProps<T extends Ordered> {
  /** what the table lists, for screen readers: 'The board, in the order visitors see it' */
  caption: string;
  rows: T[];
  name(row: T): string;
  /** the record's page */
  to(row: T): string;
  /** a small picture before the name (a portrait, a logo) */
  picture?(row: T): ReactNode;
  /** a second line under the name (a position, an organisation) */
  detail?(row: T): ReactNode;
  /** saves the list in this order (every id of `rows`); a mutation's `mutateAsync` */
  onOrder(ids: number[]): Promise<unknown>;
}

const moveId = (id: number, direction: 'up' | 'down') => `move-${direction}-${id}`;

/**
 * A list staff put in the order visitors see it: each row moves up or down by its buttons (keyboard and pointer
 * alike), and each move is saved at once; the row's new place is said aloud.
 */
export function OrderedTable<T extends Ordered>({ caption, rows, name, to, picture, detail, onOrder }: OrderedTableProps<T>) {
  const navigate = useNavigate();
  const [moving, setMoving] = useState(false);
  const [said, setSaid] = useState('');
  const move = async (row: T, by: -1 | 1) => {
    const from = rows.indexOf(row);
    const ids = rows.map((r) => r.id);
    [ids[from], ids[from + by]] = [ids[from + by], ids[from]];
    setMoving(true);
    try {
      await onOrder(ids);
      setSaid(`${name(row)} moved to place ${from + by + 1} of ${rows.length}.`);
      // The focus stays with the row that moved: on the same button, or the other one at either end of the list.
      requestAnimationFrame(() => {
        const same = document.getElementById(moveId(row.id, by < 0 ? 'up' : 'down')) as HTMLButtonElement | null;
        (same && !same.disabled ? same : document.getElementById(moveId(row.id, by < 0 ? 'down' : 'up')))?.focus();
      });
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setMoving(false);
    }
  };
  const columns: StaffColumn<T>[] = [
    {
      id: 'place',
      header: 'Order',
      width: '7rem',
      cell: (row) => {
        const place = rows.indexOf(row);
        return (
          <Flex gap="1" align="center">
            <Text as="span" minW="6" color="fg.muted">
              {place + 1}
            </Text>
            <IconButton id={moveId(row.id, 'up')} size="xs" variant="outline" aria-label={`Move ${name(row)} up`} disabled={moving || place === 0} onClick={() => void move(row, -1)}>
              <span aria-hidden="true">↑</span>
            </IconButton>
            <IconButton id={moveId(row.id, 'down')} size="xs" variant="outline" aria-label={`Move ${name(row)} down`} disabled={moving || place === rows.length - 1} onClick={() => void move(row, 1)}>
              <span aria-hidden="true">↓</span>
            </IconButton>
          </Flex>
        );
      },
    },
    {
      id: 'name',
      header: 'Name',
      primary: true,
      cell: (row) => (
        <Flex gap="3" align="center" display="inline-flex" verticalAlign="middle">
          {picture && (
            <Box flexShrink={0} display={{ base: 'none', sm: 'block' }}>
              {picture(row)}
            </Box>
          )}
          <Box>
            {/* At least 24 px high, a target a finger finds between the rows (WCAG 2.5.8). */}
            <Link asChild color="brand.fg" fontWeight="semibold" display="inline-flex" alignItems="center" minH="6">
              <RouterLink to={to(row)}>{name(row)}</RouterLink>
            </Link>
            {detail && (
              <Text fontSize="xs" color="fg.muted" display={{ base: 'none', md: 'block' }}>
                {detail(row)}
              </Text>
            )}
          </Box>
        </Flex>
      ),
    },
    { id: 'status', header: 'State', primary: true, cell: (row) => <StatusBadge status={row.status} /> },
    { id: 'updated_at', header: 'Last saved', phoneLabel: true, cell: (row) => <time dateTime={row.updated_at}>{formatDateTime(row.updated_at)}</time> },
  ];
  return (
    <>
      <StaffTable caption={caption} rows={rows} columns={columns} rowKey={(row) => String(row.id)} rowLabel={name} onOpen={(row) => navigate(to(row))} />
      <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
    </>
  );
}
