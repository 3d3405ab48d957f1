// The user area: accounts, login, the header's user context.
export * from './user.js';
export * from './account-rules.js';
export * from './registration-form.js';
export * from './user-context.js';
export * from './account-tokens.js';
export * from './login-paths.js';
export * from './profile.js';
export * from './login-session.js';
