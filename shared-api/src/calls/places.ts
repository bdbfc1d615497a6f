// Cities and provinces for the profile form's selectors. The calls' one written path (decision 016).
import { calls } from '../contract';

export const placeCalls = calls({
  getCities: 'GET /cities',
  getProvinces: 'GET /provinces',
});
