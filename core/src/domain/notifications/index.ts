// What the platform tells people by e-mail: one layout for every message.
export * from './email-content.js';
export * from './account-emails.js';
