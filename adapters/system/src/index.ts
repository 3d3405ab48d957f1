export * from './random-id-generator.js';
export * from './system-clock.js';
