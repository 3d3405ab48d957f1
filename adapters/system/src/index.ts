export * from './random-id-generator.js';
export * from './system-clock.js';
export * from './in-process-event-bus.js';
