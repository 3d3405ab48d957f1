export * from './s3-file-storage.js';
export * from './storage-url.js';
