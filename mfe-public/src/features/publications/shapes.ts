// What staff see of the people who asked for a report: the details the publication request form collects, the
// report they asked for, when, and the words they agreed to. The address and browser kept with the request stay on
// the server.
import { Type } from '@sinclair/typebox';
import { DateTime, Strict } from './common';

/** GET staff/publication-requests → one request (a lead). */
export const StaffPublicationRequest = Strict({
  id: Type.Integer(),
  publication: Strict({ id: Type.Integer(), title: Type.String() }),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  organization: Type.String(),
  designation: Type.String(),
  agreed_to: Type.String({ description: 'what the person agreed to, in the words the form showed them' }),
  created_at: DateTime('UTC'),
});
