export * from './buyer-file.js';
export * from './registration.js';
