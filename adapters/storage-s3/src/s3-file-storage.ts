import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { exactChunks, type ByteRange, type ByteSource, type FileStorage, type StoredFile } from '@immo/core';
import { assertValidKey } from '@immo/storage';
import { Readable } from 'node:stream';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible endpoint (S3Proxy, MinIO…); AWS's own when absent. */
  endpoint?: string;
  region?: string;
  /** Explicit keys; otherwise the SDK's default chain (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Key prefix inside the bucket, so several deployments (or tests) can share one. */
  prefix?: string;
}

const DEFAULT_REGION = 'us-east-1';
/** Parts of a multipart upload: S3's minimum, as an upload holds a part while it is sent. */
const PART_SIZE = 5 * 1024 * 1024;
/** Parts sent at once by one upload: with the one filling, 15 MB held at most per upload. */
const PARTS_IN_FLIGHT = 2;

/**
 * Files as objects of one bucket, private (no ACL is ever granted): photos, their sizes beside the
 * original, documents and identity documents alike are read only through the API's routes, which
 * apply the access rules. Keys are checked as the local folder checks them, so a key valid in one
 * storage is valid in the other and `copy-files-to-s3` can move a data folder as it is.
 */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region ?? DEFAULT_REGION,
      // Path-style (`endpoint/bucket/key`): what S3Proxy and MinIO serve without wildcard DNS.
      forcePathStyle: options.endpoint !== undefined,
      // Checksums only where S3 requires them: the SDK's default CRC headers are unknown to
      // S3-compatible servers such as S3Proxy (501 NotImplemented), and TLS already guards transfers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    };
    this.client = new S3Client(config);
    this.bucket = options.bucket;
    this.prefix = options.prefix ? options.prefix.replace(/\/*$/, '/') : '';
  }

  /** Creates the bucket when it does not exist (a deployment may also create it beforehand). */
  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      if (!isMissing(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  async put(key: string, source: ByteSource, contentType: string): Promise<void> {
    assertValidKey(key);
    // lib-storage sends a body up to one part in one PUT and a longer one as a multipart upload
    // (aborted if the source breaks off, so nothing is stored): at most `queueSize` parts in flight
    // and one filling, whatever the file's size.
    await new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: this.prefix + key,
        Body: Readable.from(exactChunks(source), { objectMode: false }),
        ContentType: contentType,
      },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
    }).done();
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidKey(key);
    let head: HeadObjectCommandOutput;
    try {
      head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const size = head.ContentLength ?? 0;
    const read = (range?: ByteRange) => this.read(key, head.ETag, range);
    return {
      size,
      contentType: head.ContentType ?? 'application/octet-stream',
      async *chunks(range?: ByteRange) {
        // An empty object has no byte to ask for (S3 refuses any Range on it).
        if (size > 0) yield* await read(range);
      },
    };
  }

  /**
   * The object's body as it arrives, never whole in memory. `IfMatch` the version found by `get`:
   * were the key replaced in between, the read fails rather than mix two files.
   */
  private async read(key: string, etag: string | undefined, range?: ByteRange) {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + key,
        ...(etag ? { IfMatch: etag } : {}),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!answer.Body) throw new Error(`S3 answered no body for ${key}`);
    return answer.Body as Readable & AsyncIterable<Uint8Array>;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 for a key that does not exist: deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
  }

  close(): void {
    this.client.destroy();
  }
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.name === 'NoSuchBucket' ||
    error.$metadata.httpStatusCode === 404
  );
}
