import { useState } from 'react';
import { defineQuery, errorMessage, type OrderStatus } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { downloadAttendees, getExpiringOrders, getStaffEvents, getStaffOrderAttention, getStaffOrders, ticketingKeys } from 'shared-api/ticketing';
import { Box, Button, HStack, notifyError, PageFrame, PageSection, Stack, Text, useUrlFilters } from 'shared-ui';
import { FilterBar, FilterLabel, FilterSelect, saveFile, StaffPager, today } from 'shared-ui/staff';
import { useCancelOrder, useMarkOrderPaid } from '../../features/staff-orders/api';
import { LatePayments } from './LatePayments';
import { useRowAction } from './use-row-action';
import { OrderRow, STATUS_LABELS } from './OrderRow';

const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];
type View = 'all' | 'expiring' | 'late';
const VIEWS: View[] = ['all', 'expiring', 'late'];

/** Staff: event orders by status and event, newest first; bill payments marked paid, orders cancelled, attendees exported. */
export default function StaffOrdersPage() {
  const filters = useUrlFilters({ view: 'all', status: '', event: '' }, { view: VIEWS, status: STATUSES, event: (value) => /^\d+$/.test(value) });
  const { values, page } = filters;
  const status: OrderStatus | '' = STATUSES.find((s) => s === values.status) ?? '';
  const eventId = values.event ? Number(values.event) : undefined;
  const view: View = VIEWS.find((v) => v === values.view) ?? 'all';
  const filter = { status, event_id: eventId, page };
  const events = useQuery(defineQuery(ticketingKeys.staffEvents, getStaffEvents));
  const attention = useQuery(defineQuery(ticketingKeys.staffAttention, getStaffOrderAttention));
  const query = useQuery({
    ...(view === 'expiring' ? defineQuery(ticketingKeys.staffExpiring(page), () => getExpiringOrders(page)) : defineQuery(ticketingKeys.staffOrders(filter), () => getStaffOrders(filter))),
    enabled: view !== 'late',
  });
  const { busy, run: act } = useRowAction();
  const markPaid = useMarkOrderPaid();
  const cancel = useCancelOrder();
  const [exporting, setExporting] = useState(false);


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
        Bill payments stay pending until you mark them paid; the member is then e-mailed their ticket. Cancelling gives the seat back.
      </Text>
      <HStack gap="2" wrap="wrap" mb="4" role="group" aria-label="Show">
        {(
          [
            ['all', 'All orders'],
            ['expiring', `Expiring within 24 h (${attention.data?.expiring_soon ?? '…'})`],
            ['late', `Paid late — refund or honour (${attention.data?.paid_late ?? '…'})`],
          ] as Array<[View, string]>
        ).map(([value, label]) => (
          <Button key={value} size="sm" variant={view === value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={view === value} onClick={() => filters.set({ view: value, status: '', event: '' })}>
            {label}
          </Button>
        ))}
      </HStack>
      {view === 'late' ? (
        <LatePayments page={page} onPage={filters.setPage} />
      ) : (
        <>
          {view === 'all' && (
            <FilterBar label="Filter orders">
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
            </FilterBar>
          )}
          <PageFrame query={query} what="the orders" empty={{ when: (list) => list.items.length === 0, title: 'No orders', description: view === 'expiring' ? 'No pending order expires within 24 hours.' : 'Orders that match these filters will be listed here.' }}>
            {({ items, pagination }) => (
              <>
                <Stack as="ol" gap="3" listStyleType="none" aria-label={view === 'expiring' ? 'Orders, expiring soonest first' : 'Orders, newest first'}>
                  {items.map((order) => (
                    <OrderRow key={order.id} order={order} busy={busy === order.id} onMarkPaid={() => void act(order.id, markPaid)} onCancel={() => void act(order.id, cancel)} />
                  ))}
                </Stack>
                <StaffPager pagination={pagination} onPage={filters.setPage} />
              </>
            )}
          </PageFrame>
        </>
      )}
    </PageSection>
  );
}
