import { defineQuery, errorMessage } from 'shared-api';
import { eventAdminKeys, getStaffEvent } from '../../requests';
import type { StaffEventDetail } from '../../shapes';
import { useQuery } from 'shared-api/query';
import { Badge, Button, HStack, Link, notifyError, notifySuccess, PageFrame, PageSection, RouterLink, Stack, Text, useNavigate, useParams } from 'shared-ui';
import { useCreateEvent, useSetRegistrations, useUpdateEvent } from '../../api';
import { blankEvent, EventForm, valuesOf } from '../../EventForm';
import { Publishing } from './Publishing';
import { ReminderSection } from '../../../event-reminders/ReminderSection';

/** Staff: a new event (/staff/events/new), or one to edit, preview and publish, with its registrations opened or closed. */
export default function StaffEventPage() {
  const { eventId } = useParams();
  return eventId ? <EditEvent id={eventId} /> : <NewEvent />;
}

function NewEvent() {
  const navigate = useNavigate();
  const create = useCreateEvent();
  return (
    <PageSection title="New event" lead="It is saved as a draft that only staff see: preview it, then publish it." width="3xl">
      <EventForm
        initialValues={blankEvent}
        submitLabel="Create event"
        onSave={(input) => create.mutateAsync(input)}
        onSaved={(event) => navigate(`/staff/events/${event.id}`)}
      />
    </PageSection>
  );
}

function EditEvent({ id }: { id: string }) {
  const query = useQuery(defineQuery(eventAdminKeys.one(id), () => getStaffEvent(id)));
  const update = useUpdateEvent(id);
  return (
    <PageSection title={query.data?.title ?? 'Event'} width="3xl">
      <PageFrame query={query} what="this event" notFound={{ title: 'This event does not exist', back: { to: '/staff/events', label: 'Back to the events' } }}>
        {(event) => (
          <Stack gap="6">
            <Publishing id={id} event={event} />
            <Registrations id={id} event={event} />
            {event.published && <ReminderSection eventId={id} />}
            <EventForm key={`${event.id}`} initialValues={valuesOf(event)} submitLabel="Save changes" onSave={(input) => update.mutateAsync(input)} />
          </Stack>
        )}
      </PageFrame>
    </PageSection>
  );
}

function Registrations({ id, event }: { id: string; event: StaffEventDetail }) {
  const registrations = useSetRegistrations(id);
  const busy = registrations.isPending;
  const toggle = async () => {
    try {
      const { message } = await registrations.mutateAsync(event.registrations_closed);
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  const palette = event.registrations_closed ? 'gray' : 'green';
  const action = event.registrations_closed ? 'brand' : 'red';
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={palette} variant="subtle">
          {event.registrations_closed ? 'Registrations closed' : 'Registrations open'}
        </Badge>
        {event.published && (
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={`/event/${event.slug}/${event.id}`}>See its page</RouterLink>
          </Link>
        )}
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={`/staff/orders?event=${event.id}`}>See its orders</RouterLink>
        </Link>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {event.registrations_closed ? 'Members cannot book. Tickets already booked stay valid.' : 'Members can book while seats are left.'}
      </Text>
      <Button size="sm" variant="outline" colorPalette={action} alignSelf="start" loading={busy} onClick={() => void toggle()}>
        {event.registrations_closed ? 'Open registrations' : 'Close registrations'}
      </Button>
    </Stack>
  );
}
