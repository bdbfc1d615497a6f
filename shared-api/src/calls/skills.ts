// The skills taxonomy for the profile form's two selectors. The calls' one written path (decision 016).
import { calls } from '../contract';

export const skillCalls = calls({
  getPrimarySkills: 'GET /primary-skills',
  getSecondarySkills: 'GET /secondary-skills',
});
