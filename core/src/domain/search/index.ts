export * from './criteria.js';
export * from './budget.js';
export * from './radius.js';
export * from './address.js';
export * from './distance.js';
export * from './matching.js';
export * from './query.js';
export * from './search-document.js';
