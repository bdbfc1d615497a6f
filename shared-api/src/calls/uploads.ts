// Picture uploads and the stored files themselves (which pages show by `storageUrl(key)`, not by a call). The calls'
// one written path (decision 016).
import { calls } from '../contract';

export const uploadCalls = calls({
  uploadImage: 'POST /upload-image',
  uploadPdf: 'POST /upload-pdf',
  getStoredFile: 'GET /storage/:key (file)',
});
