// The kit: what the shell and every micro-frontend share (a singleton at run time).
export * from './api-client.js';
export * from './countdown.js';
export * from './error-reporting/index.js';
export * from './error-reporting/boundary.js';
export * from './i18n.js';
export * from './pagination.js';
export * from './remote-messages.js';
export * from './session.js';
export * from './store.js';
export * from './tokens.js';
export * from './ui-messages.js';
export * from './use-api-resource.js';
export * from './use-scroll-edges.js';
export { formatDateFr, formatDecimalFr, formatEuros } from '@immo/core';
export * from './visit-slot-wire.js';
export * from './when-idle.js';
export * from './prerendered.js';
