// Research reports, each sent by e-mail to whoever leaves their details, and the staff's list of those requests: the
// calls' one written path (decision 016).
import { calls } from '../contract';

export const publicationCalls = calls({
  getPublications: 'GET /publications',
  requestPublication: 'POST /access-publication',
  getPublicationRequests: 'GET /staff/publication-requests',
  exportPublicationRequests: 'GET /staff/publication-requests/export (file)',
});
