// The property area of the domain.
export * from './property.js';
export * from './property-type.js';
export * from './property-labels.js';
export * from './vendor.js';
export * from './sale-management.js';
export * from './publication.js';
export * from './fees-headline.js';
