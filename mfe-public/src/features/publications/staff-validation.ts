// Publications as staff write them, and the staff's list of them: one definition for the staff's form and the server's
// check (staff pages stay in English). Publishing them is shared-api/validation/publishing's.
import { schema, trimmed, type InferType } from 'shared-api/validation';
import { pageQuery, searchQuery } from 'shared-api/validation/calls';
import { PUBLISH_STATES, storageKeyRule, titleRule } from 'shared-api/validation/publishing';

export const STAFF_PUBLICATIONS_PER_PAGE = 20;

/** The staff's list: a page, a search of titles, a state. */
export const staffPublicationsQuery = pageQuery(STAFF_PUBLICATIONS_PER_PAGE)
  .concat(searchQuery())
  .concat(schema.object({ status: schema.string().oneOf(['', ...PUBLISH_STATES], `status must be one of ${PUBLISH_STATES.join(', ')}`).default('') }));

export const publicationSchema = schema.object({
  title: titleRule(),
  /** the kind of publication: Research Report */
  name: trimmed().max(100, 'Please keep the kind under 100 characters').required('Please enter the kind of publication'),
  excerpt: trimmed().max(600, 'Please keep the summary under 600 characters').required('Please write a short summary'),
  featured_image: storageKeyRule('Please upload a featured image'),
  /** the report's PDF, e-mailed to whoever asks for it */
  report: storageKeyRule('Please upload the report (PDF)'),
});
export type PublicationInput = InferType<typeof publicationSchema>;
