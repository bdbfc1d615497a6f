import { EventPage } from '../../features/event/EventPage';

export default function PublicEventPage() {
  return <EventPage back={{ to: '/events', label: 'All events' }} area="public" />;
}
