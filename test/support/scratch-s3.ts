// Runs a suite against the S3 API server at S3_ENDPOINT (S3Proxy in CI: .ci/s3proxy.sh start), in a
// bucket of its own created for the run. Without S3_ENDPOINT (or when it does not answer) the suite
// skips, loudly; REQUIRE_S3=1 makes that a failure instead, as CI runs it.
import { DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { S3FileStorage, type S3StorageOptions } from '../../adapters/storage-s3/src/index.js';

const REQUIRED = process.env.REQUIRE_S3 === '1';
let skipAnnounced = false;
let bucketCount = 0;

function announceSkip(reason: string): void {
  if (skipAnnounced) return;
  skipAnnounced = true;
  console.warn(
    `\n!!! S3 ${reason}: the S3 storage suites are SKIPPED ` +
      '(REQUIRE_S3=1 makes this a failure; .ci/s3proxy.sh start runs one) !!!\n',
  );
}

/** The options of a fresh bucket of this run on the configured server, or null when there is none. */
export function scratchS3Options(): S3StorageOptions | null {
  const endpoint = process.env.S3_ENDPOINT;
  if (!endpoint) return null;
  return {
    endpoint,
    bucket: `immo-test-${process.pid}-${Date.now()}-${(bucketCount += 1)}`,
    credentials: {
      accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'immo-test',
      secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'immo-test-secret',
    },
  };
}

/** Skips the current suite (loudly) unless an S3 server answers; fails instead under REQUIRE_S3=1. */
export async function requireS3(context: Mocha.Context): Promise<S3StorageOptions> {
  const options = scratchS3Options();
  if (!options) {
    if (REQUIRED) throw new Error('REQUIRE_S3=1 but S3_ENDPOINT is not set');
    announceSkip('not configured (S3_ENDPOINT unset)');
    context.skip();
  }
  const probe = new S3FileStorage(options!);
  try {
    await probe.ensureBucket();
  } catch (error) {
    if (REQUIRED) throw error;
    announceSkip(`unreachable at ${options!.endpoint} (${(error as Error).message})`);
    context.skip();
  } finally {
    probe.close();
  }
  return options!;
}

/** Empties and removes a scratch bucket. */
export async function dropBucket(storage: S3FileStorage, bucket: string): Promise<void> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: bucket }));
  // One by one (the batch delete requires a checksum header S3Proxy does not implement), deepest
  // first: S3Proxy's folder backend lists its directories as `a/` keys and takes seconds to delete one
  // that still holds files.
  const keys = (listed.Contents ?? []).map((object) => object.Key!).sort((a, b) => b.length - a.length);
  for (const key of keys) {
    await storage.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }
  await storage.client.send(new DeleteBucketCommand({ Bucket: bucket }));
}
