export * from './file-source.js';
export * from './local-file-storage.js';
export * from './storage-key.js';
