import { t } from '@lingui/core/macro';
import { useEffect, useState, type MouseEvent } from 'react';
import { useSession, withReferrer, type EventDetail, type EventPackage } from 'shared-api';
import { Box, Button, formatDateTime, formatPKR, HStack, RouterLink, Stack, Text, useLocation } from 'shared-ui';
import { bookingPath, priceLabel } from '../events/paths';
import { onlyPackage, requestRegister } from './register-request';
import { useTicketLink } from './ticket-link';

/** The id of the event page's register control, which the bar leads to. */
export const REGISTER_ID = 'register';
/** The room left under the page's content for the bar (a spacing token: 6rem, above the bar's height). */
const BAR_ROOM = '24';

/**
 * Whether the register control is still below the screen (the bar's own strip at the bottom counting as below):
 * the bar is shown only then, so it never sits beside the control, nor over what follows it (the footer).
 */
function useControlBelow(id: string) {
  const [below, setBelow] = useState(true);
  useEffect(() => {
    const control = document.getElementById(id);
    if (!control || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0), { rootMargin: '0px 0px -96px 0px' });
    observer.observe(control);
    return () => observer.disconnect();
  }, [id]);
  return below;
}

/** Scrolls to the register control; null when the page has none. */
function scrollToControl() {
  const control = document.getElementById(REGISTER_ID);
  if (!control) return null;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  control.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'center' });
  return control;
}

/** Scrolls to the register control and puts the keyboard on its first action. */
function goToControl(event: MouseEvent<HTMLAnchorElement>) {
  const control = scrollToControl();
  if (!control) return;
  event.preventDefault();
  const action = control.querySelector<HTMLElement>('a[href], button:not([disabled])') ?? control;
  action.focus({ preventScroll: true });
}

/**
 * A member's bar action. Holding a ticket (paid, or ordered and waiting for payment): Your ticket, which leads to it
 * in the register control. Else Register, which does in one press what the control's Register and a package's Book
 * do in two: an event's only package is booked straight away (a link to its booking form); with several packages
 * the control shows them, in view, with the keyboard on the first one's Book; a free event that asks for nothing more
 * enrols the member, and a profile still to complete is asked for, as the control's Register does. The member's ticket is one read, shared
 * with the control.
 */
function MemberAction({ event }: { event: BarEvent }) {
  const link = useTicketLink(event.id);
  const complete = useSession((s) => s.user?.is_profile_completed === true);
  const holds = link.status === 'success' && (link.data.status === 'paid' || link.data.status === 'pending');
  if (holds) {
    return (
      <Button asChild colorPalette="brand" size="md" flexShrink={0}>
        <a href={`#${REGISTER_ID}`} onClick={goToControl}>
          {t`Your ticket`}
        </a>
      </Button>
    );
  }
  const only = onlyPackage(event);
  if (only && complete && link.status === 'success') {
    return (
      <Button asChild colorPalette="brand" size="md" flexShrink={0}>
        <RouterLink to={bookingPath(event.id, only.id)}>{t`Register`}</RouterLink>
      </Button>
    );
  }
  // A link to the control: pressed before this bar's code has come (docs/decisions/028), it still goes there.
  return (
    <Button asChild colorPalette="brand" size="md" flexShrink={0}>
      <a
        href={`#${REGISTER_ID}`}
        onClick={(press) => {
          if (!scrollToControl()) return;
          press.preventDefault();
          requestRegister();
        }}
      >
        {t`Register`}
      </a>
    </Button>
  );
}

/** What the bar reads of an event: it is an island of the event page, and its props travel as JSON. */
export type BarEvent = Pick<EventDetail, 'id' | 'start_date' | 'registrations_closed' | 'past' | 'free' | 'price_from' | 'booking_asks'> & {
  /** what Register needs to know of the packages: whether one is all there is to choose */
  packages: Array<Pick<EventPackage, 'id' | 'price' | 'discounted_price' | 'seats_left'>>;
};

/**
 * On a phone, the event's price and its main action in a bar that stays at the bottom of the screen while the
 * register control (after the description, speakers and photos) is still below: a visitor's Register Now signs in
 * and comes back, as the control's does; a member's action leads to the control. From the large breakpoint the
 * control sits beside the content and the bar is not shown. Nothing to do once registrations are closed.
 */
export function BookBar({ event, preview = false }: { event: BarEvent; preview?: boolean }) {
  const signedIn = useSession((s) => Boolean(s.token));
  const location = useLocation();
  const below = useControlBelow(REGISTER_ID);
  if (event.registrations_closed || event.past) return null;
  return (
    <>
      {/* room under the content, so the bar never hides its end */}
      <Box h={BAR_ROOM} hideFrom="lg" aria-hidden="true" />
      <Box
        role="region"
        aria-label={t`Register for this event`}
        // kept mounted while hidden, so coming back to it reads nothing again
        display={below ? undefined : 'none'}
        hideFrom="lg"
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="sticky"
        bg="bg"
        borderTopWidth="1px"
        boxShadow="0 -4px 12px rgba(0, 0, 0, 0.08)"
        px="4"
        pt="3"
        pb="calc(0.75rem + env(safe-area-inset-bottom))"
      >
        <HStack justify="space-between" gap="3" maxW="6xl" mx="auto">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold">{priceLabel(event, formatPKR)}</Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              <time dateTime={event.start_date}>{formatDateTime(event.start_date)}</time>
            </Text>
          </Stack>
          {preview ? (
            // Staff's preview of a draft: the visitor's bar, leading nowhere.
            <Button colorPalette="brand" size="md" flexShrink={0} disabled>
              {t`Register Now`}
            </Button>
          ) : signedIn ? (
            <MemberAction event={event} />
          ) : (
            <Button asChild colorPalette="brand" size="md" flexShrink={0}>
              <RouterLink to={withReferrer('/login', location.pathname)}>{t`Register Now`}</RouterLink>
            </Button>
          )}
        </HStack>
      </Box>
    </>
  );
}
