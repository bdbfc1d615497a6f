import fs from 'node:fs';
import path from 'node:path';
import type { FirstRead } from './routes';

// The route tables' first-view reads are typed by call-names.ts, which lists the call files by hand (a type cannot
// read a folder): a feature's calls left out of it could not be named by any first view.
describe('call-names', () => {
  it('names the calls of every file in shared-api/src/calls/', () => {
    const folder = path.join(__dirname, 'calls');
    const files = fs.readdirSync(folder).filter((file) => file.endsWith('.ts')).map((file) => file.replace(/\.ts$/, ''));
    const listed = fs.readFileSync(path.join(__dirname, 'call-names.ts'), 'utf8');
    for (const file of files) {
      const exported = /^export const (\w+Calls) = calls/m.exec(fs.readFileSync(path.join(folder, `${file}.ts`), 'utf8'))?.[1];
      expect(exported).toBeDefined();
      expect(listed).toContain(`import type { ${exported} } from './calls/${file}';`);
      expect(listed).toContain(`typeof ${exported}`);
    }
  });

  // What the compiler refuses in a route table (`npm run typecheck` fails if any of these compiles).
  it('lets a route table name reads only, each with the path parameters its call needs', () => {
    const reads: FirstRead[] = [
      { call: 'getOrder', params: { orderId: ':orderId' } },
      { call: 'getEvents', query: { page: 1 } },
      // @ts-expect-error no call has this name
      { call: 'noSuchCall' },
      // @ts-expect-error a write cannot be a first view's read
      { call: 'createIssue' },
      // @ts-expect-error getOrder's path needs its :orderId
      { call: 'getOrder' },
      // @ts-expect-error a file answer is not the envelope a first view sends
      { call: 'getEventCalendar', params: { eventId: 1, slug: 'x' } },
    ];
    expect(reads).toHaveLength(6);
  });

  it("lets a route table name its remote's own features' reads too, when it says which", () => {
    type Own = { getNote: 'GET /notes/:noteId'; saveNote: 'POST /notes'; getNotesFile: 'GET /notes.csv (file)' };
    const reads: FirstRead<Own>[] = [
      { call: 'getNote', params: { noteId: ':noteId' } },
      { call: 'getEvents', query: { page: 1 } },
      // @ts-expect-error a write cannot be a first view's read
      { call: 'saveNote' },
      // @ts-expect-error a file answer is not the envelope a first view sends
      { call: 'getNotesFile' },
      // @ts-expect-error getNote's path needs its :noteId
      { call: 'getNote' },
    ];
    // @ts-expect-error without them, the remote's own calls are unknown
    const without: FirstRead[] = [{ call: 'getNote', params: { noteId: 1 } }];
    expect([...reads, ...without]).toHaveLength(6);
  });
});
