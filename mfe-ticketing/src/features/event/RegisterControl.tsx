import { plural, t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { errorMessage, useSession, withReferrer, type EventDetail } from 'shared-api';
import { Button, Link, notifyError, RouterLink, Skeleton, Stack, Text, useLocation, useNavigate } from 'shared-ui';
import { bookingPath } from '../events/paths';
import { useEnrollInEvent } from './api';
import { Price } from './Price';
import { onlyPackage, isFree as freePackages, takeRegisterRequest, useRegisterRequest } from './register-request';
import { useTicketLink } from './ticket-link';
import { SoldOut } from '../waitlist/Waitlist';

const EnrolledDialog = lazy(() => import('./EnrolledDialog'));
const CompleteProfileDialog = lazy(() => import('./CompleteProfileDialog'));

/** What the register control reads of an event: it is an island of the event page, and its props travel as JSON. */
export type RegisterEvent = Pick<EventDetail, 'id' | 'title' | 'packages' | 'registrations_closed' | 'past' | 'booking_asks'>;

/**
 * Register enrols the member at once: a free event whose booking asks for nothing beyond the member's name, e-mail and
 * phone. One that asks for more (a CNIC, say) is booked through the ticket form, as a paid event is.
 */
const isFree = (event: RegisterEvent) => freePackages(event.packages) && event.booking_asks.length === 0;

/**
 * The register control (core §4 Event registration), shown only while registrations are open: Register Now for a
 * visitor (to sign in and back), and for a member the state of their ticket. In staff's preview of a draft, the
 * visitor's control, which leads nowhere: nobody can book a draft.
 */
export function RegisterControl({ event, preview = false }: { event: RegisterEvent; preview?: boolean }) {
  const signedIn = useSession((s) => Boolean(s.token));
  const location = useLocation();
  if (event.registrations_closed || event.past) {
    return <Text color="fg.muted">{t`Registrations are closed.`}</Text>;
  }
  if (preview) {
    return (
      <Button colorPalette="brand" w="full" disabled>
        {t`Register Now`}
      </Button>
    );
  }
  if (!signedIn) {
    return (
      <Button asChild colorPalette="brand" w="full">
        <RouterLink to={withReferrer('/login', location.pathname)}>{t`Register Now`}</RouterLink>
      </Button>
    );
  }
  return <MemberRegister event={event} />;
}

function MemberRegister({ event }: { event: RegisterEvent }) {
  const complete = useSession((s) => s.user?.is_profile_completed === true);
  const location = useLocation();
  const navigate = useNavigate();
  const link = useTicketLink(event.id);
  const [enrolled, setEnrolled] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'enrolled' | 'profile' | null>(null);
  const enroll = useEnrollInEvent(event.id);
  const busy = enroll.isPending;
  // Choosing a package: from this control's own press, or from the phone's bar, which brings the packages into view.
  const [choosing, setChoosing] = useState<false | 'here' | 'from-bar'>(false);
  const control = useRef<HTMLDivElement>(null);

  async function register(fromBar = false) {
    if (!complete) {
      setDialog('profile');
      return;
    }
    if (!isFree(event)) {
      // One package with seats: the bar's Register books it straight away, as the bar links it when it knows.
      const only = fromBar ? onlyPackage(event) : null;
      if (only) navigate(bookingPath(event.id, only.id));
      else setChoosing(fromBar ? 'from-bar' : 'here');
      return;
    }
    try {
      const { data } = await enroll.mutateAsync();
      setEnrolled(data.confirmed_pdf_path);
      setDialog('enrolled');
    } catch (error) {
      notifyError(errorMessage(error));
    }
  }

  // The phone's bar asked to register: answered once this control knows the member's ticket. A member who holds one
  // is given its first action (Download Ticket, Complete your order).
  const requested = useRegisterRequest();
  const known = link.status !== 'pending';
  const holds = link.status === 'success' && Boolean(link.data.url || (link.data.status === 'pending' && link.data.ticket_id));
  useEffect(() => {
    if (!requested || !known || !takeRegisterRequest()) return;
    if (holds || enrolled) control.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus({ preventScroll: true });
    else void register(true);
    // Answered with this render's state; asked again only by a new request.
  }, [requested, known]);

  if (link.status === 'pending') return <Skeleton h="10" w="full" aria-label={t`Loading your registration`} />;
  const ticket = link.status === 'success' ? link.data : undefined;
  const downloadUrl = enrolled ?? ticket?.url ?? null;
  const code = ticket?.code;

  // A paid event's packages stay open to a member who holds a ticket: another package, or a ticket for a colleague.
  const another = !isFree(event) && (
    <>
      {!choosing && (
        <Button variant="outline" colorPalette="brand" w="full" onClick={() => setChoosing('here')}>
          {t`Book another ticket`}
        </Button>
      )}
      {choosing && <Packages key={choosing} event={event} reveal={choosing === 'from-bar'} />}
    </>
  );

  if (downloadUrl) {
    return (
      <Stack gap="3" ref={control}>
        <Button asChild colorPalette="brand" w="full">
          <Link href={downloadUrl} download>
            {t`Download Ticket`}
          </Link>
        </Button>
        {code && (
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {t`Ticket code: ${code}`}
          </Text>
        )}
        {another}
        {dialog === 'enrolled' && (
          <Suspense fallback={null}>
            <EnrolledDialog title={event.title} ticketUrl={downloadUrl} onClose={() => setDialog(null)} />
          </Suspense>
        )}
      </Stack>
    );
  }
  if (ticket?.status === 'pending' && ticket.ticket_id) {
    return (
      <Stack gap="2" ref={control}>
        <Text fontSize="sm" color="fg.muted">
          {t`Your order is waiting for payment.`}
        </Text>
        <Button asChild colorPalette="brand" w="full">
          <RouterLink to={`/ticket/${ticket.ticket_id}/order`}>{t`Complete your order`}</RouterLink>
        </Button>
        {another}
      </Stack>
    );
  }

  return (
    <Stack gap="3" ref={control}>
      {!choosing && (
        <Button colorPalette="brand" w="full" loading={busy} onClick={() => void register()}>
          {t`Register`}
        </Button>
      )}
      {choosing && <Packages key={choosing} event={event} reveal={choosing === 'from-bar'} />}
      {dialog === 'profile' && (
        <Suspense fallback={null}>
          <CompleteProfileDialog referrer={location.pathname} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** Below this many seats, a package's seats left are shown in bold. */
const FEW_SEATS = 10;
const seatsLeft = (n: number) => plural(n, { one: '# seat left', other: '# seats left' });

/**
 * A paid event's packages, each with its price, what it includes, the seats left and Book (or, sold out, its waitlist).
 * They are shown in answer to a press (Register, Book another ticket, the phone's bar): the keyboard moves to the first
 * package's action, in place of the button that is gone; asked from the bar, the packages are brought into view too.
 */
function Packages({ event, reveal = false }: { event: RegisterEvent; reveal?: boolean }) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = group.current;
    if (!element) return;
    if (reveal) {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'center' });
    }
    element.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus({ preventScroll: reveal });
    // Once, as the packages are shown.
  }, []);
  return (
    <Stack gap="3" role="group" aria-label={t`Packages`} ref={group}>
      <Text fontWeight="semibold">{t`Choose your package`}</Text>
      {event.packages.map((p) => {
        const name = p.name;
        return (
        <Stack key={p.id} direction="row" justify="space-between" align="center" borderWidth="1px" borderRadius="l2" p="3" gap="3">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {p.name}
            </Text>
            <Price price={p.price} discounted={p.discounted_price} />
            {p.includes && (
              <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                {p.includes}
              </Text>
            )}
            {p.seats_left > 0 && (
              <Text fontSize="sm" fontWeight={p.seats_left <= FEW_SEATS ? 'semibold' : undefined}>
                {seatsLeft(p.seats_left)}
              </Text>
            )}
          </Stack>
          {p.seats_left > 0 ? (
            <Button asChild size="sm" colorPalette="brand" aria-label={t`Book ${name}`}>
              <RouterLink to={bookingPath(event.id, p.id)}>{t`Book`}</RouterLink>
            </Button>
          ) : (
            <SoldOut eventId={event.id} pkg={p} />
          )}
        </Stack>
        );
      })}
    </Stack>
  );
}
