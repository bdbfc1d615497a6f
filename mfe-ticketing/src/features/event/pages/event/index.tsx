import { t } from '@lingui/core/macro';
import { EventPage } from '../../features/event/EventPage';

export default function PublicEventPage() {
  return <EventPage back={{ to: '/events', label: t`All events` }} area="public" />;
}
