export * from './visit.js';
export * from './visit-slot.js';
export * from './visit-permissions.js';
export * from './visit-paths.js';
