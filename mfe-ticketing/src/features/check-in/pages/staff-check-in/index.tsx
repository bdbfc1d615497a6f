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

// The camera and the QR reader load only when staff start scanning.
const Scanner = lazy(() => import('./Scanner'));

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
  const door = useDoor(eventId);
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
          <FilterSelect id="check-in-event" w="full" h="12" fontSize="md" value={eventId || ''} onChange={(e) => chooseEvent(e.target.value)} disabled={!events.data}>
            <option value="">{events.isError ? 'The events could not be loaded' : 'Choose the event'}</option>
            {events.data?.map((event) => (
              <option key={event.id} value={event.id}>
                {event.title} · {formatDateTime(event.start_date)}
              </option>
            ))}
          </FilterSelect>
        </Box>
        {eventId > 0 && <DoorCount eventId={eventId} />}
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
        <AttendeeSearch eventId={eventId} onCheckIn={door.byTicket} checkingTicket={door.checkingTicket} outcome={door.outcome} />
        <Text fontSize="sm" color="fg.muted">
          A ticket admits its holder once, at its own event. A code the association did not sign, a ticket whose order is not paid, or a ticket for
          another event, is refused.
        </Text>
        <ScanBar disabled={!eventId} camera={camera} scanning={scanning} onToggleCamera={() => setScanning((on) => !on)} onPhoto={scanPhoto} />
      </Stack>
    </PageSection>
  );
}
