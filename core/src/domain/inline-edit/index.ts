// The inline-edit area of the domain.
export * from './inline-edit-constants.js';
export * from './inline-edit-locks.js';
export * from './inline-edit-rules.js';
export * from './inline-fields.js';
export * from './inline-value.js';
