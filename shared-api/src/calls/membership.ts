// What more than one remote reads of membership (core spec §7: GET /user/membership) and the public check of a
// certificate: the calls' one written path (decision 016). The rest of membership (choosing and buying a plan, the
// certificate, the staff's half) is mfe-account's feature. GET packages/{packageName} is the content feature's.
import { calls } from '../contract';

export const membershipCalls = calls({
  getMembership: 'GET /user/membership',
  verifyCertificate: 'GET /verify/:code',
});
