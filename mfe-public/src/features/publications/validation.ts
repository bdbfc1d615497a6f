// The publication request form (mfe-public) and POST access-publication.
import { email, name, phone, trimmed, schema, type InferType } from 'shared-api/validation';

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
