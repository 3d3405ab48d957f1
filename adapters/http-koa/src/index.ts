export * from './api-router.js';
export * from './app.js';
export * from './problem.js';
export * from './respond.js';
export * from './state.js';
export * from './status-of.js';
export { TOKEN_COOKIE } from './middleware/authentication.js';
export * from './use-cases.js';
export * from './routes/index.js';
