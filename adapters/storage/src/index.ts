export * from './local-file-storage.js';
export * from './storage-key.js';
