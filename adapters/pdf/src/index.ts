export * from './pdf-writer.js';
export * from './pdf-lib-agrement-copy-renderer.js';
export * from './pdf-lib-sale-poster-renderer.js';
export * from './pdf-lib-sale-record-renderer.js';
