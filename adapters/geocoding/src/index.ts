export * from './embedded-french-geocoder.js';
export * from './ban-http-geocoder.js';
export type { CoordinateSource } from './french-communes.js';
