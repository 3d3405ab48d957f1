// The admin space's rules (issue 12).
export * from './audit.js';
export * from './account-administration.js';
