// The reminder's read and its one write (bulletproof-react's features/<feature>/api): sending it shows the answer's state.
import { defineQuery } from 'shared-api';
import { queryClient, useMutation, useQuery } from 'shared-api/query';
import { eventReminderKeys, getEventReminder, sendEventReminder } from './requests';

export const useEventReminder = (eventId: number | string) => useQuery(defineQuery(eventReminderKeys.one(eventId), () => getEventReminder(eventId)));

export const useSendEventReminder = (eventId: number | string) =>
  useMutation({
    mutationFn: () => sendEventReminder(eventId),
    onSuccess: ({ data }) => queryClient.setQueryData(eventReminderKeys.one(eventId), data),
  });
