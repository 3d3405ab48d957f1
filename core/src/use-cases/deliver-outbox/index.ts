export * from './outbox-delivery.js';
export * from './outbox-ports.js';
export * from './record-events.js';
export * from './save-account.js';
