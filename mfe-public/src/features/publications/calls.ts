// Research reports, each sent by e-mail to whoever leaves their details, how staff add and publish them, and the staff's
// list of those requests: the calls' one written path (decision 016). Tiny, so the pages bundle it.
import { calls } from 'shared-api/contract';

export const publicationCalls = calls({
  getPublications: 'GET /publications',
  requestPublication: 'POST /access-publication',
  getPublicationRequests: 'GET /staff/publication-requests',
  exportPublicationRequests: 'GET /staff/publication-requests/export (file)',

  getStaffPublications: 'GET /staff/publications',
  getStaffPublication: 'GET /staff/publications/:publicationId',
  createPublication: 'POST /staff/publications',
  updatePublication: 'POST /staff/publications/:publicationId',
  getPublicationPreview: 'GET /staff/publications/:publicationId/preview',
  publishPublication: 'POST /staff/publications/:publicationId/publish',
  unpublishPublication: 'POST /staff/publications/:publicationId/unpublish',
});
