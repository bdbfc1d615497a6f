// What the press plugs into the server's registries, imported by every process: a press release’s PDF is served while the release shows it
// (server/src/lib/file-gates.ts).
import { registerFileGate } from '../../../../../server/src/kit.js';
import { pressReleaseFileShownBy } from './queries.js';

registerFileGate(pressReleaseFileShownBy);
