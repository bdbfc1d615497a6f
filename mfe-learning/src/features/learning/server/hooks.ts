// What learning plugs into the server's registries, imported by every process: the public /verify page checks course
// certificates as well as membership ones.
import { registerCertificateVerifier } from '../../../../../server/src/kit.js';
import { verifyCourseCertificate } from './certificates.js';

registerCertificateVerifier(verifyCourseCertificate);
