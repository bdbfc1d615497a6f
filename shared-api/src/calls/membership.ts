// Membership plans (core spec §7: GET /user/membership, POST /user/membership/validate, POST user/membership,
// POST user/certificate/generate), the public check of a certificate, and the staff's half: the calls' one written
// path (decision 016). GET packages/{packageName} is the content feature's.
import { calls } from '../contract';

export const membershipCalls = calls({
  getMembership: 'GET /user/membership',
  validateMembership: 'POST /user/membership/validate',
  buyMembership: 'POST /user/membership',
  generateCertificate: 'POST /user/certificate/generate',
  getCertificatePdf: 'GET /certificates/:code/certificate.pdf (file)',
  verifyCertificate: 'GET /verify/:code',
  getMemberMembership: 'GET /staff/members/:memberId/membership',
  grantMembership: 'POST /staff/members/:memberId/membership/grants',
  getEndingMemberships: 'GET /staff/memberships/ending',
});
