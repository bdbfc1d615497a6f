// A member's membership (core spec §7: POST /user/membership/validate, POST user/membership, POST
// user/certificate/generate), the certificate's PDF, and the staff's half: the calls' one written path (decision 016).
// The member's record (GET /user/membership) and a certificate's verification are shared-api's, since the public
// remote reads them too.
import { calls } from 'shared-api/contract';

export const membershipFeatureCalls = calls({
  validateMembership: 'POST /user/membership/validate',
  buyMembership: 'POST /user/membership',
  generateCertificate: 'POST /user/certificate/generate',
  getCertificatePdf: 'GET /certificates/:code/certificate.pdf (file)',
  getMemberMembership: 'GET /staff/members/:memberId/membership',
  grantMembership: 'POST /staff/members/:memberId/membership/grants',
  getEndingMemberships: 'GET /staff/memberships/ending',
});
