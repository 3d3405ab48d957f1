export * from './console-error-reporter.js';
export * from './create-error-reporter.js';
export * from './sentry-error-reporter.js';
