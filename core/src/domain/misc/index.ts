// The misc area of the domain.
export * from './assistance-third-party.js';
export * from './favourite.js';
export * from './newsletter.js';
