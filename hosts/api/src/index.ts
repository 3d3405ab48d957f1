export * from './compose.js';
export * from './config.js';
export * from './container.js';
export * from './ports.js';
export * from './retention.js';
export * from './platform.js';
