// Research reports, each sent by e-mail to whoever leaves their details: the calls' one written path (decision 016).
import { calls } from '../contract';

export const publicationCalls = calls({
  getPublications: 'GET /publications',
  requestPublication: 'POST /access-publication',
});
