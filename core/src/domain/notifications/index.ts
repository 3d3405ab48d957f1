// What the platform tells people by e-mail: one layout for every message.
export * from './email-content.js';
export * from './account-emails.js';
export * from './send-after-commit.js';
export * from './buyer-file-emails.js';
export * from './visit-emails.js';
export * from './seller-decision-emails.js';
export * from './auction-emails.js';
export * from './seller-lead-emails.js';
export * from './newsletter-emails.js';
