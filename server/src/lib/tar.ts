// Tar (ustar) written as it goes: each entry's bytes are read only when its turn comes, so an archive of any size is
// written without holding it in memory or the process. Backups write their archive with it, and the embedded
// database's copy is one too (PGlite's `loadDataDir` opens it).

/** An entry that cannot be written as it was described: too long a name, or bytes that changed while being read. */
export class TarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarError';
  }
}

export const BLOCK = 512;

function octal(value: number, width: number) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function tarHeader(name: string, size: number, mtime: Date, directory: boolean) {
  if (Buffer.byteLength(name) > 100) throw new TarError(`A backup entry's name is too long: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(directory ? 0o755 : 0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write(' '.repeat(8), 148, 'ascii');
  header.write(directory ? '5' : '0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** the entry's bytes, exactly `size` of them */
  body: () => AsyncIterable<Buffer> | Buffer;
  /** a folder (no bytes): kept so an empty one is made again when the archive is opened */
  directory?: boolean;
  /** when the entry last changed (the archive's time otherwise) */
  mtime?: Date;
}

/** The tar archive of the entries, as they come: each entry is read only when its turn comes. */
export async function* tarStream(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>, mtime = new Date()): AsyncGenerator<Buffer> {
  for await (const entry of entries) {
    yield tarHeader(entry.name, entry.directory ? 0 : entry.size, entry.mtime ?? mtime, entry.directory === true);
    if (entry.directory) continue;
    let written = 0;
    const body = entry.body();
    for await (const chunk of Buffer.isBuffer(body) ? [body] : body) {
      written += chunk.length;
      if (written > entry.size) throw new TarError(`${entry.name} grew while it was being backed up`);
      yield chunk;
    }
    if (written !== entry.size) throw new TarError(`${entry.name} changed size while it was being backed up (${written} of ${entry.size} bytes)`);
    if (entry.size % BLOCK) yield Buffer.alloc(BLOCK - (entry.size % BLOCK));
  }
  yield Buffer.alloc(BLOCK * 2);
}
