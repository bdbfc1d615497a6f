import { t } from '@lingui/core/macro';
import { EventPage } from '../../EventPage';

export default function DashboardEventPage() {
  return <EventPage back={{ to: '/dashboard/events', label: t`All events` }} area="dashboard" />;
}
