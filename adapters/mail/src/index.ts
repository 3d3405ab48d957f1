export * from './mime.js';
export * from './outbox-mailer.js';
export * from './smtp-mailer.js';
