import { EventList } from '../../EventList';

export default function DashboardEventsPage() {
  return <EventList area="dashboard" />;
}
