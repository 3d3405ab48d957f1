import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage, StoredFile } from '@immo/core';
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
/** Parts of a multipart upload: S3's minimum, so at most this much of a stream is held at once. */
const PART_SIZE = 5 * 1024 * 1024;

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

  async put(key: string, bytes: Uint8Array | AsyncIterable<Uint8Array>, contentType: string): Promise<void> {
    assertValidKey(key);
    // lib-storage sends small bodies in one PUT and streams big ones as a multipart upload.
    const body = bytes instanceof Uint8Array ? Buffer.from(bytes) : Readable.from(bytes);
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.prefix + key, Body: body, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: 2,
    }).done();
  }

  async get(key: string): Promise<StoredFile | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Uint8Array[] = [];
    for await (const chunk of opened.body) chunks.push(chunk);
    return { bytes: new Uint8Array(Buffer.concat(chunks)), contentType: opened.contentType };
  }

  /** The object as a stream of chunks, never whole in memory; null when there is none. */
  async open(
    key: string,
  ): Promise<{ body: AsyncIterable<Uint8Array>; contentType: string; size: number } | null> {
    assertValidKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
      );
      const body = answer.Body as (Readable & AsyncIterable<Uint8Array>) | undefined;
      if (!body) return null;
      return {
        body,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size: answer.ContentLength ?? 0,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
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
