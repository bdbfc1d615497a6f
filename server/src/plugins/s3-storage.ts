// Uploaded files in an S3-compatible bucket, so that several server instances, on several machines, serve the same
// files. The folder (DiskStorage) stays the default; this is chosen by STORAGE_S3_BUCKET.
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { mimeOf, UPLOADS, type KeySpace, type Storage, type StoredFile } from './storage.js';

export interface S3StorageOptions {
  bucket: string;
  /** default us-east-1, which most self-hosted S3 servers accept */
  region: string;
  /** the server's address, e.g. http://127.0.0.1:9000; without it, Amazon S3 itself */
  endpoint?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: most self-hosted S3 servers need it */
  forcePathStyle: boolean;
  /**
   * Given only by tests. Otherwise the SDK finds them itself (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile,
   * an instance role), so the secret never passes through the server's configuration.
   */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** A missing object: S3 says NoSuchKey; some compatible servers only answer 404. A missing bucket is a setup error, not a missing file. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'));

export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(
    options: S3StorageOptions,
    private readonly space: KeySpace = UPLOADS,
  ) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where an operation requires them: the SDK's newer default adds headers that several
      // S3-compatible servers refuse, and every file is sent whole, with its length.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** The object's name in the bucket: the space's prefix keeps uploads and published remotes apart in one bucket. */
  private checked(key: string) {
    if (!this.space.isKey(key)) throw new Error(`Not a storage key: ${key}`);
    return `${this.space.bucketPrefix}${key}`;
  }

  async put(key: string, bytes: Buffer, mime: string) {
    // An object appears whole or not at all, so a reader never sees half a file.
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: this.checked(key), Body: bytes, ContentType: mime, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!this.space.isKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
      // In Node the body is the HTTP response itself: it is streamed to the browser, never held in memory.
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) throw new Error(`The bucket answered ${key} without a body or a length`);
      // Mime by the key's extension, like the folder: the server named the file, whatever the bucket was told.
      return { stream: object.Body, mime: mimeOf(key), bytes: object.ContentLength, etag: object.ETag ?? `"${object.ContentLength}"` };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string) {
    // S3 answers a delete of a missing object with success, so deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  async list(prefix: string) {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.space.bucketPrefix}${prefix}`, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.space.bucketPrefix.length);
        if (key && this.space.isKey(key)) keys.push(key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  url(key: string) {
    return `${this.space.urlPrefix}${key}`;
  }

  /** Closes the client's kept-alive connections. */
  close() {
    this.client.destroy();
  }
}
