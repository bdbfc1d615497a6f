import { t } from '@lingui/core/macro';
import { useEffect, useState, type MouseEvent } from 'react';
import { useSession, withReferrer, type EventDetail } from 'shared-api';
import { Box, Button, formatDateTime, formatPKR, HStack, RouterLink, Stack, Text, useLocation } from 'shared-ui';
import { priceLabel } from '../events/paths';
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

/** Scrolls to the register control and puts the keyboard on its first action. */
function goToControl(event: MouseEvent<HTMLAnchorElement>) {
  const control = document.getElementById(REGISTER_ID);
  if (!control) return;
  event.preventDefault();
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  control.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'center' });
  const action = control.querySelector<HTMLElement>('a[href], button:not([disabled])') ?? control;
  action.focus({ preventScroll: true });
}

/** A member's bar action: their ticket once they hold one (paid, or ordered and waiting for payment), else Register; both lead to the register control. The
 * member's ticket is one read, shared with the control. */
function MemberAction({ eventId }: { eventId: number }) {
  const link = useTicketLink(eventId);
  const holds = link.status === 'success' && (link.data.status === 'paid' || link.data.status === 'pending');
  return (
    <Button asChild colorPalette="brand" size="md" flexShrink={0}>
      <a href={`#${REGISTER_ID}`} onClick={goToControl}>
        {holds ? t`Your ticket` : t`Register`}
      </a>
    </Button>
  );
}

/** What the bar reads of an event: it is an island of the event page, and its props travel as JSON. */
export type BarEvent = Pick<EventDetail, 'id' | 'start_date' | 'registrations_closed' | 'past' | 'free' | 'price_from'>;

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
            <MemberAction eventId={event.id} />
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
