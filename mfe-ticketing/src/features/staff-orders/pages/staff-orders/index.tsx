import { useMemo, useState } from 'react';
import { defineQuery, errorMessage, type OrderStatus } from 'shared-api';
import type { StaffOrder } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { PAYMENT_METHODS } from 'shared-api/ticketing';
import { eventAdminKeys, getStaffEvents } from '../../../staff-events/requests';
import { downloadAttendees, getExpiringOrders, getStaffOrderAttention, getStaffOrders, staffOrdersKeys, type StaffOrdersQuery } from '../../requests';
import { MARK_PAID_UNDO_MINUTES } from '../../staff-validation';
import { Box, Button, formatDateTime, HStack, notifyError, PageFrame, PageSection, Text, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterLabel, FilterSelect, saveFile, StaffPager, today } from 'shared-ui/staff';
import { SearchBox, SidePanel, StaffTable, type StaffColumn } from 'shared-ui/table';
import { useCancelOrder } from '../../api';
import { LatePayments } from './LatePayments';
import { Refunds } from './Refunds';
import { useRowAction } from './use-row-action';
import { OrderActions, OrderDetail, STATUS_LABELS, StatusBadge, totalOf } from './order-parts';

const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];
type View = 'all' | 'expiring' | 'late' | 'refunds';
const VIEWS: View[] = ['all', 'expiring', 'late', 'refunds'];
const SORTS = ['created_at', 'grand_total', 'holder'] as const;
const METHODS = [
  { value: String(PAYMENT_METHODS.onebill), label: 'Bill payment' },
  { value: String(PAYMENT_METHODS.card), label: 'Card' },
  { value: String(PAYMENT_METHODS.jazzcash), label: 'JazzCash' },
  { value: String(PAYMENT_METHODS.easypaisa), label: 'Easypaisa' },
  { value: String(PAYMENT_METHODS.free), label: 'Free' },
];
const isNumber = (value: string) => /^\d+$/.test(value);

/** Staff: event orders by status and event, newest first; bill payments marked paid (and undone), pending orders cancelled, paid ones refunded, attendees exported. */
export default function StaffOrdersPage() {
  const filters = useUrlFilters(
    { view: 'all', q: '', status: '', method: '', event: '', sort: 'created_at', dir: 'desc' },
    { view: VIEWS, status: STATUSES, method: METHODS.map((m) => m.value), event: isNumber, sort: SORTS, dir: ['asc', 'desc'] },
  );
  const { values, page } = filters;
  const status: OrderStatus | '' = STATUSES.find((s) => s === values.status) ?? '';
  const eventId = values.event ? Number(values.event) : undefined;
  const view: View = VIEWS.find((v) => v === values.view) ?? 'all';
  const filter: StaffOrdersQuery = {
    status,
    event_id: eventId,
    page,
    ...(values.method ? { method: Number(values.method) } : {}),
    ...(values.q ? { q: values.q } : {}),
    ...(values.sort !== 'created_at' || values.dir !== 'desc' ? { sort: SORTS.find((s) => s === values.sort) ?? 'created_at', dir: values.dir === 'asc' ? 'asc' : 'desc' } : {}),
  };
  const events = useQuery(defineQuery(eventAdminKeys.list, getStaffEvents));
  const attention = useQuery(defineQuery(staffOrdersKeys.attention, getStaffOrderAttention));
  const query = useQuery({
    ...(view === 'expiring' ? defineQuery(staffOrdersKeys.expiring(page), () => getExpiringOrders(page)) : defineQuery(staffOrdersKeys.orders(filter), () => getStaffOrders(filter))),
    enabled: view !== 'late' && view !== 'refunds',
  });
  const { busy, run: act } = useRowAction();
  const cancel = useCancelOrder();
  const [exporting, setExporting] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const openOrder = useMemo(() => query.data?.items.find((o) => o.id === openId), [query.data, openId]);

  const columns = useMemo<StaffColumn<StaffOrder>[]>(
    () => [
      { id: 'id', header: 'Order', primary: true, cell: (o) => `#${o.id}` },
      { id: 'holder', header: 'Holder', primary: true, sortable: view === 'all', cell: (o) => o.holder },
      { id: 'bought', header: 'Bought', cell: (o) => `${o.event_name} · ${o.package_name}` },
      { id: 'grand_total', header: 'Total', numeric: true, sortable: view === 'all', cell: totalOf },
      { id: 'payment', header: 'Payment', cell: (o) => (o.bill_reference ? `${o.payment_method_name} · reference ${o.bill_reference}` : o.payment_method_name) },
      { id: 'status', header: 'Status', cell: (o) => <StatusBadge order={o} /> },
      view === 'expiring'
        ? { id: 'expires_at', header: 'Hold expires', cell: (o) => (o.expires_at ? <time dateTime={o.expires_at}>{formatDateTime(o.expires_at)}</time> : '') }
        : { id: 'created_at', header: 'Ordered', sortable: true, cell: (o) => <time dateTime={o.created_at}>{formatDateTime(o.created_at)}</time> },
      { id: 'actions', header: 'Actions', cell: (o) => <OrderActions order={o} busy={busy === o.id} onCancel={() => void act(o.id, cancel)} /> },
    ],
    [view, busy, act, cancel],
  );

  const exportAttendees = async () => {
    if (!eventId) return;
    setExporting(true);
    try {
      saveFile(await downloadAttendees(eventId), `attendees-${eventId}-${today()}.csv`);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageSection title="Event orders">
      <Text color="fg.muted" mb="4">
        Bill payments stay pending until you mark them paid with the bank’s reference; the member is then e-mailed their ticket. A payment marked by mistake can be undone for {MARK_PAID_UNDO_MINUTES} minutes. Cancelling a pending order gives its seat back. A paid order is not cancelled: ask for its refund, which another staff member approves.
      </Text>
      <HStack gap="2" wrap="wrap" mb="4" role="group" aria-label="Show">
        {(
          [
            ['all', 'All orders'],
            ['expiring', `Expiring within 24 h (${attention.data?.expiring_soon ?? '…'})`],
            ['late', `Paid late — refund or honour (${attention.data?.paid_late ?? '…'})`],
            ['refunds', `Refunds awaiting approval (${attention.data?.refunds_awaiting ?? '…'})`],
          ] as Array<[View, string]>
        ).map(([value, label]) => (
          <Button key={value} size="sm" variant={view === value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={view === value} onClick={() => filters.set({ view: value, q: '', status: '', method: '', event: '', sort: 'created_at', dir: 'desc' })}>
            {label}
          </Button>
        ))}
      </HStack>
      {view === 'late' ? (
        <LatePayments page={page} onPage={filters.setPage} />
      ) : view === 'refunds' ? (
        <Refunds page={page} onPage={filters.setPage} />
      ) : (
        <>
          {view === 'all' && (
            <FilterBar label="Filter orders">
              <SearchBox label="Search" placeholder="Name, e-mail, phone, CNIC, order or 1Bill number, MEMBER ID, ticket code" value={values.q} onSearch={(q) => filters.set({ q })} />
              <Box>
                <FilterLabel htmlFor="orders-status">Status</FilterLabel>
                <FilterSelect id="orders-status" value={status} onChange={(e) => filters.set({ status: e.target.value })}>
                  <option value="">Every status</option>
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABELS[s].label}
                    </option>
                  ))}
                </FilterSelect>
              </Box>
              <Box>
                <FilterLabel htmlFor="orders-method">Payment</FilterLabel>
                <FilterSelect id="orders-method" value={values.method} onChange={(e) => filters.set({ method: e.target.value })}>
                  <option value="">Every payment method</option>
                  {METHODS.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.label}
                    </option>
                  ))}
                </FilterSelect>
              </Box>
              {/* Event titles are long: on a phone the list is as wide as the screen, not as its longest title. */}
              <Box maxW="full">
                <FilterLabel htmlFor="orders-event">Event</FilterLabel>
                <FilterSelect id="orders-event" maxW="full" value={eventId ?? ''} onChange={(e) => filters.set({ event: e.target.value })}>
                  <option value="">Every event</option>
                  {(events.data ?? []).map((event) => (
                    <option key={event.id} value={event.id}>
                      {event.title} ({event.paid} paid, {event.pending} pending)
                    </option>
                  ))}
                </FilterSelect>
              </Box>
              <Button variant="outline" colorPalette="brand" disabled={!eventId} loading={exporting} onClick={() => void exportAttendees()}>
                Export attendees CSV
              </Button>
              {!eventId && (
                <Text fontSize="xs" color="fg.muted" alignSelf="center">
                  Choose an event to export its attendees.
                </Text>
              )}
            </FilterBar>
          )}
          <PageFrame
            query={query}
            what="the orders"
            empty={{
              when: (list) => list.items.length === 0,
              title: values.q ? 'No order matches the search' : 'No orders',
              description: view === 'expiring' ? 'No pending order expires within 24 hours.' : values.q ? 'Check what you typed, or search by another detail.' : 'Orders that match these filters will be listed here.',
            }}
          >
            {({ items, pagination }) => (
              <>
                <StaffTable
                  caption={view === 'expiring' ? 'Orders, expiring soonest first' : 'Orders'}
                  rows={items}
                  columns={columns}
                  rowKey={(o) => String(o.id)}
                  rowLabel={(o) => `order #${o.id} of ${o.holder}`}
                  sort={view === 'all' ? { by: values.sort, dir: values.dir === 'asc' ? 'asc' : 'desc' } : undefined}
                  onSort={view === 'all' ? (sort) => filters.set({ sort: sort.by, dir: sort.dir }) : undefined}
                  onOpen={(o) => setOpenId(o.id)}
                  openKey={openId === null ? null : String(openId)}
                />
                <StaffPager pagination={pagination} onPage={filters.setPage} />
              </>
            )}
          </PageFrame>
          <SidePanel title={openOrder ? `Order #${openOrder.id}` : 'Order'} open={Boolean(openOrder)} onClose={() => setOpenId(null)}>
            {openOrder && (
              <>
                <OrderDetail order={openOrder} />
                <Box mt="4">
                  <OrderActions order={openOrder} busy={busy === openOrder.id} onCancel={() => void act(openOrder.id, cancel)} />
                </Box>
              </>
            )}
          </SidePanel>
        </>
      )}
    </PageSection>
  );
}
