import type { S3StorageOptions } from './s3-file-storage.js';

/** The variables a deployment sets to put files in S3 instead of the local folder. */
export interface S3Environment {
  STORAGE_URL?: string;
  S3_ENDPOINT?: string;
  AWS_REGION?: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
}

/**
 * `s3://BUCKET` or `s3://BUCKET/prefix` → the S3 storage's options; null for any other storage URL
 * (the local folder is the default). Credentials left out fall to the SDK's own chain.
 */
export function s3OptionsFromEnvironment(env: S3Environment): S3StorageOptions | null {
  const url = env.STORAGE_URL?.trim();
  if (!url) return null;
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) {
    throw new Error(`STORAGE_URL must read s3://BUCKET or s3://BUCKET/prefix, got '${url}'`);
  }
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  return {
    bucket: match[1]!,
    ...(match[2] ? { prefix: match[2] } : {}),
    ...(env.S3_ENDPOINT?.trim() ? { endpoint: env.S3_ENDPOINT.trim() } : {}),
    ...(env.AWS_REGION?.trim() ? { region: env.AWS_REGION.trim() } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}
