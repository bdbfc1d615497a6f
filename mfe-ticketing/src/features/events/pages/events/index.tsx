import { EventList } from '../../EventList';

export default function EventsPage() {
  return <EventList area="public" />;
}
