// Volunteer applications (second spec §2.7): a member applies, staff read and export them. The calls' one written
// path (decision 016).
import { calls } from 'shared-api/contract';

export const volunteerCalls = calls({
  applyToVolunteer: 'POST /user/volunteer',
  getVolunteerApplications: 'GET /staff/volunteers',
  downloadVolunteerApplications: 'GET /staff/volunteers.csv (file)',
});
