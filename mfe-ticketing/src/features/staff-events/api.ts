// The staff events feature's writes, one hook each (bulletproof-react's features/<feature>/api): a page changes an
// event only through these, and each hook's onSuccess refreshes exactly the reads the change affects, by their names
// in eventAdminKeys. A page never touches the cache itself (lint). Members read events without
// the query cache (useRead), so a change leaves nothing of theirs to refresh here.
import type { ApiResult } from 'shared-api';
import { queryClient, useMutation } from 'shared-api/query';
import { createEvent, eventAdminKeys, setEventPublished, setRegistrations, updateEvent } from './requests';
import type { StaffEventDetail } from './shapes';
import type { EventInput } from './staff-validation';

type Id = number | string;

/**
 * The editor shows the event the server answers; the one staff events list (events page, orders filter) and the
 * event's preview are read again.
 */
const saved =
  (eventId: Id) =>
  ({ data }: ApiResult<StaffEventDetail>) => {
    queryClient.setQueryData(eventAdminKeys.one(eventId), data);
    void queryClient.invalidateQueries({ queryKey: eventAdminKeys.list });
    void queryClient.invalidateQueries({ queryKey: eventAdminKeys.preview(eventId) });
  };

/** A new event: every staff read of events. */
export const useCreateEvent = () =>
  useMutation({
    mutationFn: (input: EventInput) => createEvent(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventAdminKeys.all }),
  });

/** The whole form saved. */
export const useUpdateEvent = (eventId: Id) => useMutation({ mutationFn: (input: EventInput) => updateEvent(eventId, input), onSuccess: saved(eventId) });

/** Publish a draft (`true`) or make the event a draft again (`false`). */
export const useSetEventPublished = (eventId: Id) => useMutation({ mutationFn: (published: boolean) => setEventPublished(eventId, published), onSuccess: saved(eventId) });

/** Open (`true`) or close (`false`) registrations. */
export const useSetRegistrations = (eventId: Id) => useMutation({ mutationFn: (open: boolean) => setRegistrations(eventId, open), onSuccess: saved(eventId) });
