// A backup's file: a tar archive (the database's dump, every stored file, a manifest), gzipped, then encrypted with
// AES-256-GCM under the key in BACKUP_KEY, since it holds the members' personal data. Its first bytes say which key
// (a fingerprint, never the key) so a restore can name the one it needs. Decrypted, it is a plain .tar.gz:
//   npm run restore -- --decrypt <backup> backup.tar.gz && tar tzf backup.tar.gz
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants as zlibConstants, createGunzip, createGzip, gunzipSync } from 'node:zlib';
import { BLOCK, tarStream, type ArchiveEntry } from '../../lib/tar.js';

const MAGIC = Buffer.from('PAFLABAK');
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FINGERPRINT_BYTES = 8;
const HEADER_BYTES = MAGIC.length + 1 + FINGERPRINT_BYTES + IV_BYTES;

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** A backup key from the environment: 32 bytes, written as 64 hex digits or in base64 (`openssl rand -base64 32`). */
export function parseBackupKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : /^[A-Za-z0-9+/]{43}=?$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : null;
  if (!key || key.length !== 32) throw new BackupError('BACKUP_KEY must be 32 bytes, as 64 hex digits or in base64: make one with `npm run backup -- --new-key`');
  return key;
}

export const newBackupKey = () => randomBytes(32).toString('base64');

/** A key's fingerprint: written in each backup so a restore can say which key it needs, without revealing the key. */
export const fingerprintOf = (key: Buffer) => createHash('sha256').update('pafla-backup-key').update(key).digest().subarray(0, FINGERPRINT_BYTES);

// ---- tar (ustar): a format any machine can open once the file is decrypted --------------------------------------

export type { ArchiveEntry } from '../../lib/tar.js';

/** Reads exactly the bytes asked for from a stream of chunks. */
class ChunkReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(wanted: number) {
    while (this.length < wanted && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
  }

  /** Up to `max` bytes, at least one unless the stream has ended. */
  async some(max: number): Promise<Buffer | null> {
    await this.fill(1);
    if (!this.length) return null;
    const first = this.buffered[0];
    const take = Math.min(max, first.length);
    const chunk = first.subarray(0, take);
    if (take === first.length) this.buffered.shift();
    else this.buffered[0] = first.subarray(take);
    this.length -= take;
    return chunk;
  }

  async exactly(size: number): Promise<Buffer> {
    await this.fill(size);
    if (this.length < size) throw new BackupError('The backup ends in the middle of an entry: it is incomplete');
    const all = Buffer.concat(this.buffered);
    this.buffered = all.length > size ? [all.subarray(size)] : [];
    this.length -= size;
    return all.subarray(0, size);
  }
}

export interface ReadEntry {
  name: string;
  size: number;
  /** the entry's bytes; must be read to the end (or `skip`ped) before the next entry is asked for */
  body: AsyncIterable<Buffer>;
}

/** The entries of a tar archive, one after the other. */
export async function* tarEntries(source: AsyncIterable<Buffer>): AsyncGenerator<ReadEntry> {
  const reader = new ChunkReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.exactly(BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
    const size = parseInt(header.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim() || '0', 8);
    let left = size;
    let consumed = false;
    const body = (async function* () {
      while (left > 0) {
        const chunk = await reader.some(left);
        if (!chunk) throw new BackupError('The backup ends in the middle of an entry: it is incomplete');
        left -= chunk.length;
        yield chunk;
      }
      consumed = true;
    })();
    yield { name, size, body };
    if (!consumed) for await (const _ of body) void _;
    if (size % BLOCK) await reader.exactly(BLOCK - (size % BLOCK));
  }
}

// ---- encryption -------------------------------------------------------------------------------------------------

/** Writes the entries to `file` as an encrypted, compressed archive; answers its size in bytes. */
export async function writeEncryptedArchive(file: string, key: Buffer, entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>) {
  const iv = randomBytes(IV_BYTES);
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), fingerprintOf(key), iv]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  out.write(header);
  // Level 1: the database's pages and the pictures gain little from more, and the backup stays quick on a small machine.
  await pipeline(Readable.from(tarStream(entries)), createGzip({ level: 1 }), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).once('error', reject));
  return (await fs.promises.stat(file)).size;
}

interface ArchiveHeader {
  fingerprint: Buffer;
  iv: Buffer;
  header: Buffer;
  size: number;
}

async function readHeader(file: string): Promise<ArchiveHeader> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(HEADER_BYTES);
    await handle.read(header, 0, HEADER_BYTES, 0);
    if (size < MAGIC.length || !header.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupError(`${file} is not a backup of this site`);
    if (size < HEADER_BYTES + TAG_BYTES) throw new BackupError(`${file} is cut short (${size} bytes): it ends before its header does, so not even the key it was made with can be read`);
    if (header[MAGIC.length] !== VERSION) throw new BackupError(`${file} is a backup of a newer format (${header[MAGIC.length]}): restore it with a newer release`);
    const fingerprint = header.subarray(MAGIC.length + 1, MAGIC.length + 1 + FINGERPRINT_BYTES);
    return { fingerprint, iv: header.subarray(HEADER_BYTES - IV_BYTES), header, size };
  } finally {
    await handle.close();
  }
}

/** How much of the start of a backup is decrypted to recognise the key that made it: the archive's first tar header is in it. */
const PROBE_BYTES = 4096;

/**
 * Whether `key` is the one that encrypted the backup, whatever its header's fingerprint says: the first bytes it
 * decrypts are a gzip stream that opens on a tar header. Any other key turns them into noise.
 */
async function decryptsStart(file: string, { iv, size }: ArchiveHeader, key: Buffer) {
  const length = Math.min(PROBE_BYTES, size - HEADER_BYTES - TAG_BYTES);
  if (length <= 0) return false;
  const start = Buffer.alloc(length);
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.read(start, 0, length, HEADER_BYTES);
  } finally {
    await handle.close();
  }
  // Counter mode: the bytes decrypt in order, before the tag at the end is checked.
  const plain = createDecipheriv('aes-256-gcm', key, iv).update(start);
  if (plain[0] !== 0x1f || plain[1] !== 0x8b) return false;
  try {
    return gunzipSync(plain, { finishFlush: zlibConstants.Z_SYNC_FLUSH }).subarray(257, 262).toString('latin1') === 'ustar';
  } catch {
    return false;
  }
}

/**
 * The key among `keys` the backup was made with (BACKUP_KEY, or an older one kept in BACKUP_OLD_KEYS), found by the
 * fingerprint in its header. When none has that fingerprint, a key that decrypts it all the same means the header was
 * damaged (the backup cannot be trusted, and the restore refuses it); none means it was made with another key.
 */
export async function keyFor(file: string, keys: Buffer[]) {
  const header = await readHeader(file);
  const { fingerprint } = header;
  const key = keys.find((k) => fingerprintOf(k).equals(fingerprint));
  if (key) return key;
  for (const candidate of keys) {
    if (await decryptsStart(file, header, candidate))
      throw new BackupError(
        `${file} is damaged: the key fingerprint in its header (${fingerprint.toString('hex')}) was changed, yet the key of fingerprint ${fingerprintOf(candidate).toString('hex')} decrypts it. A changed file is not restored: restore another backup (npm run restore -- --list)`,
      );
  }
  throw new BackupError(`${file} was made with another key (fingerprint ${fingerprint.toString('hex')}): set BACKUP_KEY, or BACKUP_OLD_KEYS, to the key it was made with (npm run backup -- --fingerprint prints theirs)`);
}

/** The archive's plain .tar.gz bytes; the stream fails at its end if a single byte was changed or cut. */
async function* decrypted(file: string, key: Buffer): AsyncGenerator<Buffer> {
  const { header, iv, size } = await readHeader(file);
  const handle = await fs.promises.open(file, 'r');
  let tag: Buffer;
  try {
    tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  if (size - TAG_BYTES - 1 < HEADER_BYTES) return;
  for await (const chunk of fs.createReadStream(file, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 })) yield decipher.update(chunk as Buffer);
  try {
    yield decipher.final();
  } catch {
    throw new BackupError(`${file} is damaged or was changed: its contents do not match what was encrypted`);
  }
}

/** The archive's compressed tar, decrypted (for `--decrypt`). */
export const decryptedArchive = (file: string, key: Buffer) => Readable.from(decrypted(file, key));

/** The archive's tar stream, decrypted and decompressed; it fails, at the latest at its end, if the file was damaged. */
export async function* archiveStream(file: string, key: Buffer): AsyncGenerator<Buffer> {
  const gunzip = createGunzip();
  const piped = pipeline(Readable.from(decrypted(file, key)), gunzip);
  piped.catch(() => undefined);
  yield* gunzip as AsyncIterable<Buffer>;
  await piped;
}

/** Whether the file decrypts to its last byte under its seal (the tag GCM checks): any byte changed or cut, and it does not. */
async function sealHolds(file: string, key: Buffer) {
  try {
    for await (const _ of decrypted(file, key)) void _;
    return true;
  } catch (error) {
    if (error instanceof BackupError) return false;
    throw error;
  }
}

/**
 * Reads the whole archive once, giving each entry to `read` (which may read its bytes), so a damaged or changed backup
 * is refused before anything is restored from it. Reading goes on past the archive's end to the file's last byte, so
 * the seal is checked even when the damage made the archive seem to end early; and whatever the damage broke first
 * (a header, the compression), a file whose seal does not hold is called damaged, not incomplete or malformed.
 */
export async function readArchiveOnce(file: string, key: Buffer, read: (entry: ReadEntry) => Promise<void> = async () => undefined) {
  const source = archiveStream(file, key);
  let entries = 0;
  try {
    for await (const entry of tarEntries(source)) {
      await read(entry);
      for await (const _ of entry.body) void _;
      entries++;
    }
    for await (const _ of source) void _;
  } catch (error) {
    if (!(await sealHolds(file, key))) throw new BackupError(`${file} is damaged or was changed: its contents do not match what was encrypted`);
    throw error;
  }
  return entries;
}
