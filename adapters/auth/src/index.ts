export * from './argon2-password-hasher.js';
export * from './jwt-token-service.js';
export * from './secret-file.js';
export * from './jwt-unsubscribe-tokens.js';
