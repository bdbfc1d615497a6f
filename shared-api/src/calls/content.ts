// The membership packages, as the public site and the membership order read them. The calls' one written path
// (decision 016).
import { calls } from '../contract';

export const contentCalls = calls({
  getPackage: 'GET /packages/:name',
});
