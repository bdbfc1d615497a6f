import { useState } from 'react';
import { defineQuery, errorMessage, type OrderStatus } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { cancelOrder, downloadAttendees, getExpiringOrders, getStaffEvents, getStaffOrderAttention, getStaffOrders, markOrderPaid, ticketingKeys } from 'shared-api/ticketing';
import { Box, Button, HStack, notifyError, PageFrame, PageSection, Stack, Text, useSearchParams } from 'shared-ui';
import { FilterBar, FilterLabel, FilterSelect, saveFile, StaffPager, today } from 'shared-ui/staff';
import { LatePayments } from './LatePayments';
import { useRowAction } from './use-row-action';
import { OrderRow, STATUS_LABELS } from './OrderRow';

const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];
type View = 'all' | 'expiring' | 'late';
const VIEWS: View[] = ['all', 'expiring', 'late'];

/** Staff: event orders by status and event, newest first; bill payments marked paid, orders cancelled, attendees exported. */
export default function StaffOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const status: OrderStatus | '' = STATUSES.find((s) => s === search.get('status')) ?? '';
  const eventId = /^\d+$/.test(search.get('event') ?? '') ? Number(search.get('event')) : undefined;
  const view: View = VIEWS.find((v) => v === search.get('view')) ?? 'all';
  const filter = { status, event_id: eventId, page };
  const events = useQuery(defineQuery(ticketingKeys.staffEvents, getStaffEvents));
  const attention = useQuery(defineQuery(ticketingKeys.staffAttention, getStaffOrderAttention));
  const query = useQuery({
    ...(view === 'expiring' ? defineQuery(ticketingKeys.staffExpiring(page), () => getExpiringOrders(page)) : defineQuery(ticketingKeys.staffOrders(filter), () => getStaffOrders(filter))),
    enabled: view !== 'late',
  });
  const { busy, run: act } = useRowAction();
  const [exporting, setExporting] = useState(false);

  const go = (next: { status?: OrderStatus | ''; event?: number; page?: number; view?: View }) => {
    const merged = { status, event: eventId, page: 1, view, ...next };
    const params = new URLSearchParams();
    if (merged.view !== 'all') params.set('view', merged.view);
    if (merged.status) params.set('status', merged.status);
    if (merged.event) params.set('event', String(merged.event));
    if (merged.page > 1) params.set('page', String(merged.page));
    setSearch(params);
  };


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
          <Button key={value} size="sm" variant={view === value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={view === value} onClick={() => go({ view: value, status: '', event: undefined })}>
            {label}
          </Button>
        ))}
      </HStack>
      {view === 'late' ? (
        <LatePayments page={page} onPage={(next) => go({ page: next })} />
      ) : (
        <>
          {view === 'all' && (
            <FilterBar label="Filter orders">
              <Box>
                <FilterLabel htmlFor="orders-status">Status</FilterLabel>
                <FilterSelect id="orders-status" value={status} onChange={(e) => go({ status: e.target.value as OrderStatus | '' })}>
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
                <FilterSelect id="orders-event" maxW="full" value={eventId ?? ''} onChange={(e) => go({ event: e.target.value ? Number(e.target.value) : undefined })}>
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
                    <OrderRow key={order.id} order={order} busy={busy === order.id} onMarkPaid={() => void act(order.id, markOrderPaid)} onCancel={() => void act(order.id, cancelOrder)} />
                  ))}
                </Stack>
                <StaffPager pagination={pagination} onPage={(next) => go({ page: next })} />
              </>
            )}
          </PageFrame>
        </>
      )}
    </PageSection>
  );
}
