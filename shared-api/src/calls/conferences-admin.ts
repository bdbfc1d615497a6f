// Staff make the conference editions (drafts, previews, publishing now or at a time, unpublishing): the calls' one
// written path (decision 016).
import { calls } from '../contract';

export const conferenceAdminCalls = calls({
  getStaffConferences: 'GET /staff/conferences',
  getStaffConference: 'GET /staff/conferences/:conferenceId',
  createConference: 'POST /staff/conferences',
  updateConference: 'POST /staff/conferences/:conferenceId',
  getConferencePreview: 'GET /staff/conferences/:conferenceId/preview',
  publishConference: 'POST /staff/conferences/:conferenceId/publish',
  unpublishConference: 'POST /staff/conferences/:conferenceId/unpublish',
});
