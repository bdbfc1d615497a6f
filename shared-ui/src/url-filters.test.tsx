import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigationType } from 'react-router';
import { renderPage } from '@test/render';
import { RouterLink, useLocation } from './router';
import { useUrlFilters } from './url-filters';

const STATUSES = ['open', 'closed'];
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A staff list's filter bar as a page writes it, with the address it leads to. */
function Orders() {
  const { values, page, set, setPage, clear } = useUrlFilters({ view: 'all', status: '', from: '', actor: '' }, { view: ['all', 'late'], status: STATUSES, from: isDay });
  const location = useLocation();
  const navigation = useNavigationType();
  return (
    <>
      <p data-testid="address">{location.search}</p>
      <p data-testid="navigation">{navigation}</p>
      <p>
        view {values.view}, status {values.status || '(any)'}, from {values.from || '(any)'}, actor {values.actor || '(anyone)'}, page {page}
      </p>
      <select aria-label="Status" value={values.status} onChange={(e) => set({ status: e.target.value })}>
        <option value="">Every status</option>
        {STATUSES.map((s) => (
          <option key={s}>{s}</option>
        ))}
      </select>
      <button onClick={() => set({ view: 'late', status: '' })}>Late payments</button>
      <button onClick={() => set({ view: 'all' })}>All orders</button>
      <button onClick={() => set({ actor: 'FAP-1' }, { replace: true })}>By FAP-1</button>
      <button onClick={() => setPage(page + 1)}>Older</button>
      <button onClick={() => setPage(1)}>First page</button>
      <button onClick={clear}>Clear</button>
    </>
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('filters in the address', () => {
  it('reads each filter from the address, and its default when absent', () => {
    renderPage(<Orders />, { path: '/staff/orders', at: '/staff/orders?status=closed&from=2026-11-01&page=3' });
    expect(screen.getByText('view all, status closed, from 2026-11-01, actor (anyone), page 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('closed');
  });

  it('reads a value a filter does not take, or a malformed page, as if it were absent', () => {
    renderPage(<Orders />, { path: '/staff/orders', at: '/staff/orders?status=lost&from=yesterday&view=&page=abc' });
    expect(screen.getByText('view all, status (any), from (any), actor (anyone), page 1')).toBeInTheDocument();
  });

  it('a filter change goes back to page 1 and keeps the other filters', async () => {
    const user = userEvent.setup();
    renderPage(<Orders />, { path: '/staff/orders', at: '/staff/orders?from=2026-11-01&page=4' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'open');
    expect(address()).toBe('?status=open&from=2026-11-01');
    expect(screen.getByText('view all, status open, from 2026-11-01, actor (anyone), page 1')).toBeInTheDocument();
  });

  it('sets several filters at once; empty values and defaults leave the address', async () => {
    const user = userEvent.setup();
    renderPage(<Orders />, { path: '/staff/orders', at: '/staff/orders?status=open' });
    await user.click(screen.getByRole('button', { name: 'Late payments' }));
    expect(address()).toBe('?view=late');
    await user.click(screen.getByRole('button', { name: 'All orders' }));
    expect(address()).toBe('');
  });

  it('writes the filters in their order, then the page, and drops what the address held besides them', async () => {
    const user = userEvent.setup();
    renderPage(<Orders />, { path: '/staff/orders', at: '/staff/orders?utm=mail&status=lost&from=2026-11-01&view=late' });
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(address()).toBe('?view=late&from=2026-11-01&page=2');
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(address()).toBe('?view=late&from=2026-11-01');
  });

  it('clears every filter', async () => {
    const user = userEvent.setup();
    renderPage(<Orders />, { path: '/staff/orders', at: '/staff/orders?view=late&status=open&page=2' });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(address()).toBe('');
    expect(screen.getByText('view all, status (any), from (any), actor (anyone), page 1')).toBeInTheDocument();
  });

  it('replaces the history entry when asked, and pushes one otherwise', async () => {
    const user = userEvent.setup();
    renderPage(<Orders />, { path: '/staff/orders', at: '/staff/orders' });
    await user.click(screen.getByRole('button', { name: 'By FAP-1' }));
    expect(address()).toBe('?actor=FAP-1');
    expect(screen.getByTestId('navigation')).toHaveTextContent('REPLACE');
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(screen.getByTestId('navigation')).toHaveTextContent('PUSH');
  });

  it('a filter set after the person has gone on to another page leaves them there', async () => {
    // A search waits for the typing to pause; a result pressed meanwhile leaves the list, which stays drawn while the
    // result's page loads. The search's late call must not bring the person back to the list.
    let late: (() => void) | undefined;
    function Members() {
      const filters = useUrlFilters({ q: '' });
      late = () => filters.set({ q: 'Kamran' });
      return <RouterLink to="/staff/members/7">Kamran Ali</RouterLink>;
    }
    const user = userEvent.setup();
    renderPage(<Members />, { path: '/staff/members', at: '/staff/members' });
    await user.click(screen.getByRole('link', { name: 'Kamran Ali' }));
    expect(screen.getByTestId('navigated')).toHaveTextContent('/staff/members/7');
    act(() => late?.());
    expect(screen.getByTestId('navigated')).toHaveTextContent(/^\/staff\/members\/7$/);
  });
});
