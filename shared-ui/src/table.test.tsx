import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@test/render';
import { BulkBar, SearchBox, StaffTable, type StaffColumn, type TableSort } from './table';

interface Order {
  id: number;
  name: string;
  total: number;
}

const orders: Order[] = [
  { id: 41, name: 'Ayesha Siddiqui', total: 3000 },
  { id: 42, name: 'Bilal Khan', total: 500 },
  { id: 43, name: 'Hira Baloch', total: 12000 },
];

const columns: StaffColumn<Order>[] = [
  { id: 'id', header: 'Order', cell: (o) => `#${o.id}`, sortable: true, primary: true },
  { id: 'name', header: 'Name', cell: (o) => o.name, primary: true },
  { id: 'total', header: 'Total', cell: (o) => `PKR ${o.total}`, sortable: true, numeric: true },
];

function Orders({ onOpen = jest.fn(), onSort = jest.fn() }: { onOpen?: (o: Order) => void; onSort?: (s: TableSort) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [sort, setSort] = useState<TableSort>({ by: 'id', dir: 'desc' });
  return (
    <>
      <StaffTable
        caption="Orders"
        rows={orders}
        columns={columns}
        rowKey={(o) => String(o.id)}
        rowLabel={(o) => `order #${o.id}`}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          onSort(next);
        }}
        selected={selected}
        onSelect={setSelected}
        onOpen={onOpen}
      />
      <BulkBar count={selected.size} noun={['order', 'orders']} onClear={() => setSelected(new Set())}>
        <button type="button">Export the selection</button>
      </BulkBar>
    </>
  );
}

describe('the staff table', () => {
  it('shows a row per record with its columns, and the server’s sort on the column header', () => {
    renderPage(<Orders />);
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('columnheader', { name: /Order/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /Total/ })).not.toHaveAttribute('aria-sort');
  });

  it('asks the server for another order when a sortable header is pressed, and turns it around when pressed again', async () => {
    const onSort = jest.fn();
    const user = userEvent.setup();
    renderPage(<Orders onSort={onSort} />);
    await user.click(screen.getByRole('button', { name: /Total/ }));
    expect(onSort).toHaveBeenLastCalledWith({ by: 'total', dir: 'desc' });
    await user.click(screen.getByRole('button', { name: /Total/ }));
    expect(onSort).toHaveBeenLastCalledWith({ by: 'total', dir: 'asc' });
    expect(screen.queryByRole('button', { name: /^Name/ })).not.toBeInTheDocument();
  });

  it('selects rows one by one or all, and offers the bulk actions for the selection', async () => {
    const user = userEvent.setup();
    renderPage(<Orders />);
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select order #42' }));
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('1 order selected');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(bar).toHaveTextContent('3 orders selected');
    expect(screen.getByRole('checkbox', { name: 'Select order #43' })).toBeChecked();
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
  });

  it('moves through rows with j and k, opens one with Enter and selects it with x', async () => {
    const onOpen = jest.fn();
    const user = userEvent.setup();
    renderPage(<Orders onOpen={onOpen} />);
    const rows = screen.getAllByRole('row').slice(1);
    await user.click(rows[0]);
    expect(onOpen).toHaveBeenLastCalledWith(orders[0]);
    rows[0].focus();
    await user.keyboard('j');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('j');
    await user.keyboard('k');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(orders[1]);
    await user.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select order #42' })).toBeChecked();
  });

  it('does not take the letters typed into a field for commands', async () => {
    const onOpen = jest.fn();
    const user = userEvent.setup();
    renderPage(<Orders onOpen={onOpen} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select order #41' }));
    await user.keyboard('x');
    // The checkbox itself has focus: x is not a row's command there, and Enter on it opens nothing.
    await user.keyboard('{Enter}');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('names a cell by its header on a phone only where the column asks for it', () => {
    const labelled: StaffColumn<Order>[] = [columns[1], { ...columns[2], phoneLabel: true }];
    renderPage(<StaffTable caption="Orders" rows={orders.slice(0, 1)} columns={labelled} rowKey={(o) => String(o.id)} rowLabel={(o) => o.name} />);
    expect(screen.getAllByRole('cell').find((cell) => cell.textContent?.includes('PKR'))).toHaveTextContent('Total: PKR 3000');
    expect(screen.getByRole('cell', { name: 'Ayesha Siddiqui' })).not.toHaveTextContent('Name:');
  });
});

describe('the search box', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once the typing pauses, or at once on Enter', async () => {
    const onSearch = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<SearchBox value="" onSearch={onSearch} label="Search orders" />);
    await user.type(screen.getByLabelText('Search orders'), 'ayesha');
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(400));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('ayesha');
    await user.type(screen.getByLabelText('Search orders'), ' khan{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('ayesha khan');
  });
});
