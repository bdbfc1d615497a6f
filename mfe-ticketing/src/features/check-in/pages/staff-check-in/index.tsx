import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { eventAdminKeys, getStaffEvents } from '../../../staff-events/requests';
import { Box, Card, formatDateTime, PageSection, Stack, Text, useUrlFilters } from 'shared-ui';
import { FilterLabel, FilterSelect } from 'shared-ui/staff';
import { AttendeeSearch } from './AttendeeSearch';
import { useCanUseCamera } from './can-scan';
import { CodeForm } from './CodeForm';
import { DoorCount } from './DoorCount';
import { DoorResult } from './DoorResult';
import { ScanBar } from './ScanBar';
import { scanGate } from './scan-gate';
import { eventOfToday } from './today';
import { NO_QR_IN_PHOTO, useDoor } from './use-door';
import { OfflineDoors } from './OfflineDoors';
import { OfflinePanel, OfflineStatus } from './OfflinePanel';
import { searchList } from '../../offline/door';
import { useOfflineDoor } from '../../offline/use-offline-door';

// The camera and the QR reader load only when staff start scanning.
const Scanner = lazy(() => import('./Scanner'));
/** A phone prepared for offline use fetches them ahead, for its service worker to keep. */
const warmPage = () => Promise.all([import('./Scanner'), import('./decode').then((m) => m.preloadQrReader())]);

/**
 * Staff at the door of one event (today's when one happens today, else chosen first; a choice is kept in the address), as
 * organisers' apps do it: scan the QR with the camera or from a photo, type the code, or find the person by name,
 * CNIC, phone or order number. The holder is marked in once, a second time says when, and a ticket for another event
 * is refused with that event's name; the count of who came in stays in view.
 */
export default function StaffCheckInPage() {
  const filters = useUrlFilters({ event: '' });
  const events = useQuery(defineQuery(eventAdminKeys.list, getStaffEvents));
  // Opened with no event in the address, the door is today's event's, if one happens today, until staff choose one
  // (or choose none). The box and the door read this one value: the event a code is checked in for is always the one
  // the box shows, however soon after a choice Check in is pressed, and a list arriving late never undoes a choice.
  const [staffChose, setStaffChose] = useState(false);
  const chose = useRef(false);
  const today = useMemo(() => (events.data ? eventOfToday(events.data, new Date()) : undefined), [events.data]);
  const eventId = Number(filters.values.event) || (staffChose || filters.values.event ? 0 : (today?.id ?? 0));
  const offline = useOfflineDoor(eventId, warmPage);
  const door = useDoor(eventId, offline);
  // With no network, a prepared phone's own list is the door's: its count and its search by name.
  const fromList = offline.door && !offline.online ? offline.door : null;
  const listCount = useMemo(() => {
    if (!fromList) return null;
    const tickets = [...fromList.tickets.values()].filter((t) => t.state === 'valid');
    return { checked_in: tickets.filter((t) => t.checked_in_at).length, sold: tickets.length };
    // the list changes in place: each admission re-renders the page through the door's outcome
  }, [fromList, door.outcome, fromList?.queue.length]);
  const searchOffline = useMemo(() => {
    if (!fromList) return null;
    const packages = new Map(fromList.record.packages.map((p) => [p.id, p.name]));
    return (q: string) => {
      const found = searchList(fromList, q);
      return {
        attendees: found.slice(0, 20).map((t) => ({ ticket_id: t.id, order_id: 0, holder: t.holder, package: packages.get(t.package_id) ?? '', cnic_ending: '', checked_in_at: t.checked_in_at })),
        more: found.length > 20,
      };
    };
  }, [fromList]);
  // Opened with no network, the events cannot be read: the prepared door's own event is the one to choose.
  const eventOptions = events.data ?? (offline.door ? [{ id: offline.door.record.event.id, title: offline.door.record.event.title, start_date: offline.door.record.event.start_date }] : undefined);
  const [scanning, setScanning] = useState(false);
  const camera = useCanUseCamera();
  const [gate] = useState(scanGate);

  // Today's event is written into the address as well, so a reload or a shared link keeps the door; never once staff
  // have chosen (the ref is set in the choice's own handler, before any late effect of an earlier render runs).
  const { set: setFilters } = filters;
  const inAddress = filters.values.event;
  useEffect(() => {
    if (chose.current || inAddress || !today) return;
    setFilters({ event: String(today.id) }, { replace: true });
  }, [today, inAddress, setFilters]);

  const chooseEvent = (id: string) => {
    chose.current = true;
    setStaffChose(true);
    door.clear();
    filters.set({ event: id }, { replace: true });
  };

  const scanned = useCallback(
    (code: string) => {
      if (gate.admit(code)) void door.byCode(code).finally(gate.done);
    },
    [gate, door.byCode],
  );

  const scanPhoto = async (file: File) => {
    const { readQrPhoto } = await import('./decode');
    const code = await readQrPhoto(file);
    if (code) await door.byCode(code);
    else door.refuse(NO_QR_IN_PHOTO);
  };

  return (
    <PageSection title="Check-in" width="3xl">
      <Stack gap="5">
        <Box>
          <FilterLabel htmlFor="check-in-event">Event</FilterLabel>
          <FilterSelect id="check-in-event" w="full" h="12" fontSize="md" value={eventId || ''} onChange={(e) => chooseEvent(e.target.value)} disabled={!eventOptions}>
            <option value="">{events.isError && !eventOptions ? 'The events could not be loaded' : 'Choose the event'}</option>
            {eventOptions?.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title} · {formatDateTime(event.start_date)}
              </option>
            ))}
          </FilterSelect>
        </Box>
        {eventId > 0 && <DoorCount eventId={eventId} offline={listCount} />}
        {eventId > 0 && <OfflineStatus state={offline} />}
        {scanning && eventId > 0 && (
          <Suspense fallback={<Text color="fg.muted">Starting the camera…</Text>}>
            <Scanner onCode={scanned} />
          </Suspense>
        )}
        <DoorResult outcome={door.outcome} />
        <Card.Root>
          <Card.Body>
            <CodeForm onCode={door.byCode} outcome={door.outcome} />
          </Card.Body>
        </Card.Root>
        <AttendeeSearch eventId={eventId} onCheckIn={door.byTicket} checkingTicket={door.checkingTicket} outcome={door.outcome} searchOffline={searchOffline} />
        {eventId > 0 && offline.loaded && <OfflinePanel state={offline} eventChosen={eventId > 0} />}
        <Text fontSize="sm" color="fg.muted">
          A ticket admits its holder once, at its own event. A code the association did not sign, a ticket whose order is not paid, or a ticket for
          another event, is refused.
        </Text>
        {eventId > 0 && offline.online && <OfflineDoors eventId={eventId} />}
        <ScanBar disabled={!eventId} camera={camera} scanning={scanning} onToggleCamera={() => setScanning((on) => !on)} onPhoto={scanPhoto} />
      </Stack>
    </PageSection>
  );
}
