// What the issues plugs into the server's registries, imported by every process: an issue’s attachment is served only to those who may read the issue
// (server/src/lib/file-gates.ts).
import { registerFileGate } from '../../../../../server/src/kit.js';
import { attachmentFileShownBy } from './attachments.js';

registerFileGate(attachmentFileShownBy);
