// Session replay on its own: about three times the size of the rest of the SDK, so its own chunk.
export { replayIntegration } from '@sentry/browser';
