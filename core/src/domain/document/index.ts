// The document area of the domain.
export * from './document-access.js';
export * from './document-constants.js';
export * from './document-fields.js';
export * from './document-table.js';
export * from './document.js';
export * from './pdf.js';
