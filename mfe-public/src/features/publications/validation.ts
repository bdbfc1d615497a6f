// The publication request form (second spec §2.14 and §5) and POST access-publication: the rules the form and the
// server run, with the spec's messages, and the words a visitor agrees to.
import { email, name, phone, trimmed, schema, type InferType } from 'shared-api/validation';

/** What a visitor agrees to by requesting a report (second spec §2.14); the form shows it and the server records it. */
export const PUBLICATION_REQUEST_NOTICE =
  'We will e-mail the report to this address and keep these details as a record of your request. We will not add you to a mailing list.';

// spec: second document §5 — publication form messages.
export const publicationRequestSchema = schema.object({
  name: name(),
  email: email(),
  phone: phone(),
  organization: trimmed().max(150).required('Please enter your Organization'),
  designation: trimmed().max(150).required('Please enter your Designation'),
  publication_id: schema
    .number()
    .typeError('Please choose a publication')
    .integer('Please choose a publication')
    .positive('Please choose a publication')
    .required('Please choose a publication'),
});
export type PublicationRequestInput = InferType<typeof publicationRequestSchema>;
