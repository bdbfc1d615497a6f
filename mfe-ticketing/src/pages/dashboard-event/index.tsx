import { EventPage } from '../../features/event/EventPage';

export default function DashboardEventPage() {
  return <EventPage back={{ to: '/dashboard/events', label: 'All events' }} area="dashboard" />;
}
