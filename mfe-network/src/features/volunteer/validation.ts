// Volunteer applications (second spec §2.7): the rules the member's form and the server run, with their messages.
import { messages, oneOf, schema, trimmed, VOLUNTEER_KINDS, type InferType } from 'shared-api/validation';

export const volunteerSchema = schema.object({
  for: oneOf(
    VOLUNTEER_KINDS.map((k) => k.value),
    messages.volunteerKind,
  ),
  description: trimmed().max(5000, 'Please keep it under 5000 characters').required(messages.volunteerDescription),
});
export type VolunteerInput = InferType<typeof volunteerSchema>;
