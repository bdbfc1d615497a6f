import { EventList } from '../../features/events/EventList';

export default function DashboardEventsPage() {
  return <EventList area="dashboard" />;
}
