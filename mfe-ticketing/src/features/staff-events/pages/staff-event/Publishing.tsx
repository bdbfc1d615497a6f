import { errorMessage } from 'shared-api';
import type { StaffEventDetail } from '../../shapes';
import { Badge, Button, HStack, Link, notifyError, notifySuccess, RouterLink, Stack, Text } from 'shared-ui';
import { useSetEventPublished } from '../../api';

/**
 * Whether members and visitors see the event. A new event is a draft that only staff see: they preview its page as
 * visitors will see it, then publish it; a published event nobody has ordered for can become a draft again.
 */
export function Publishing({ id, event }: { id: string; event: StaffEventDetail }) {
  const publishing = useSetEventPublished(id);
  const toggle = async () => {
    try {
      const { message } = await publishing.mutateAsync(!event.published);
      notifySuccess(message);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Badge colorPalette={event.published ? 'green' : 'orange'} variant="subtle">
          {event.published ? 'Published' : 'Draft'}
        </Badge>
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={`/staff/events/${event.id}/preview`}>Preview as visitors will see it</RouterLink>
        </Link>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {event.published ? 'Members and visitors see this event under Events and on its page.' : 'A draft: only staff see it. Preview it, then publish it when it is ready.'}
      </Text>
      <Button size="sm" colorPalette="brand" variant={event.published ? 'outline' : 'solid'} alignSelf="start" loading={publishing.isPending} onClick={() => void toggle()}>
        {event.published ? 'Make it a draft again' : 'Publish the event'}
      </Button>
    </Stack>
  );
}
