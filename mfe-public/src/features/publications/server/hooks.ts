// What publications plugs into the server's registries, imported by every process: a publication’s PDF is served while the publication shows it
// (server/src/lib/file-gates.ts).
import { registerFileGate } from '../../../../../server/src/kit.js';
import { publicationFileShownBy } from './queries.js';

registerFileGate(publicationFileShownBy);
