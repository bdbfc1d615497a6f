// Where an event's links lead: its landing page when it has one, else the event page (public, or the member's
// dashboard copy).
import { t } from '@lingui/core/macro';
import type { EventCard } from 'shared-api';

export type EventArea = 'public' | 'dashboard';

export const eventPath = (event: Pick<EventCard, 'slug' | 'id'>, area: EventArea = 'public') =>
  `${area === 'dashboard' ? '/dashboard' : ''}/event/${event.slug}/${event.id}`;

/** spec: View Details goes to the event's landing_page_link if present, else to the event page. */
export const detailsPath = (event: Pick<EventCard, 'slug' | 'id' | 'landing_page_link'>, area: EventArea = 'public') => event.landing_page_link || eventPath(event, area);

export const bookingPath = (eventId: number, packageId: number) => `/enroll/event/${eventId}/package/${packageId}`;

/** The price a card shows: Free, or the lowest a member pays. */
export const priceLabel = (event: Pick<EventCard, 'free' | 'price_from'>, format: (amount: number) => string) => {
  if (event.free || event.price_from === null) return t`Free`;
  const price = format(event.price_from);
  return t`From ${price}`;
};
