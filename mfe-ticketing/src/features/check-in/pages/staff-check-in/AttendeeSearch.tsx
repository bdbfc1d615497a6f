import { useEffect, useRef, useState } from 'react';
import { defineQuery } from 'shared-api';
import { useQuery } from 'shared-api/query';
import { checkInKeys, searchAttendees } from '../../api';
import type { Attendee } from '../../shapes';
import { Badge, Box, Button, chakra, Flex, formatDateTime, Stack, Text } from 'shared-ui';
import { DoorInput } from './DoorInput';
import { CLEAR_OF_BARS } from './ScanBar';
import type { Outcome } from './use-door';

/** Typing settles for this long before the server is asked, so a name is not searched letter by letter. */
const SETTLE_MS = 300;
/** A single character lists too many people to help. */
const MIN_SEARCH = 2;

function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

interface Props {
  eventId: number;
  onCheckIn(ticketId: number): Promise<boolean>;
  checkingTicket: number | null;
  outcome: Outcome | null;
  /** with no network, a prepared phone searches its own list by name */
  searchOffline?: ((q: string) => { attendees: Attendee[]; more: boolean }) | null;
}

/** Someone without their QR: found by name, CNIC, phone or order number among the event's paid tickets, and checked in. */
export function AttendeeSearch({ eventId, onCheckIn, checkingTicket, outcome, searchOffline }: Props) {
  const [typed, setTyped] = useState('');
  const q = useSettled(typed.trim());
  const searching = eventId > 0 && q.length >= MIN_SEARCH;
  const found = useQuery({
    ...defineQuery(checkInKeys.attendees(eventId, q), () => searchAttendees(eventId, q)),
    enabled: searching && !searchOffline,
    // The last list stays while the next is read, so rows do not jump under a thumb.
    placeholderData: (previous) => previous,
  });
  const local = searching && searchOffline ? searchOffline(q) : null;
  const data = local ?? (searchOffline ? undefined : found.data);
  // The result shows above the list and pushes it down: the row just checked is brought back into view, clear of the
  // scan bar.
  const rows = useRef(new Map<number, HTMLElement>());
  useEffect(() => {
    if (outcome?.ticketId) rows.current.get(outcome.ticketId)?.scrollIntoView({ block: 'nearest' });
  }, [outcome]);

  return (
    <Stack gap="3">
      <chakra.label htmlFor="attendee-search" fontWeight="medium">
        Find an attendee
      </chakra.label>
      <DoorInput
        id="attendee-search"
        type="search"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={searchOffline ? 'Name (this phone’s list)' : 'Name, CNIC, phone or order number'}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        disabled={!eventId}
      />
      {searching && !local && found.isError && <Text color="fg.error">The search could not be done. Please try again.</Text>}
      {searching && data && (
        <>
          {data.attendees.length === 0 ? (
            <Text color="fg.muted">No paid ticket of this event matches “{q}”.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Attendees found">
              {data.attendees.map((attendee) => (
                <AttendeeRow
                  key={attendee.ticket_id}
                  rowRef={(row) => {
                    if (row) rows.current.set(attendee.ticket_id, row);
                    else rows.current.delete(attendee.ticket_id);
                  }}
                  attendee={attendee}
                  busy={checkingTicket === attendee.ticket_id}
                  refusal={outcome?.kind === 'refused' && outcome.ticketId === attendee.ticket_id ? outcome.message : null}
                  onCheckIn={() => void onCheckIn(attendee.ticket_id)}
                />
              ))}
            </Stack>
          )}
          {data.more && <Text fontSize="sm" color="fg.muted">More tickets match: type more of the name or number.</Text>}
        </>
      )}
    </Stack>
  );
}

function AttendeeRow({ attendee, busy, refusal, onCheckIn, rowRef }: { attendee: Attendee; busy: boolean; refusal: string | null; onCheckIn(): void; rowRef(row: HTMLElement | null): void }) {
  return (
    <Box as="li" ref={rowRef} borderWidth="1px" borderRadius="l2" p="3" aria-label={attendee.holder} {...CLEAR_OF_BARS}>
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Box minW="0" flex="1 1 12rem">
          <Text fontWeight="semibold" fontSize="lg" overflowWrap="anywhere">
            {attendee.holder}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {attendee.package}
            {/* this phone's own list, with no network, does not carry the order */}
            {attendee.order_id > 0 && ` · Order #${attendee.order_id}`}
            {/* an event whose booking does not ask for the CNIC has none to show */}
            {attendee.cnic_ending && ` · CNIC …${attendee.cnic_ending}`}
          </Text>
        </Box>
        {attendee.checked_in_at ? (
          <Badge colorPalette="green" size="lg" whiteSpace="normal">
            Checked in {formatDateTime(attendee.checked_in_at)}
          </Badge>
        ) : (
          <Button colorPalette="brand" size="lg" minW="32" loading={busy} onClick={onCheckIn} aria-label={`Check in ${attendee.holder}`}>
            Check in
          </Button>
        )}
      </Flex>
      {refusal && (
        <Text mt="2" color="fg.error">
          {refusal}
        </Text>
      )}
    </Box>
  );
}
