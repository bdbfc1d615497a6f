import { t } from '@lingui/core/macro';
import { EventPage } from '../../EventPage';

export default function PublicEventPage() {
  return <EventPage back={{ to: '/events', label: t`All events` }} area="public" />;
}
