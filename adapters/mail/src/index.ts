export * from './mime.js';
export * from './outbox-mailer.js';
