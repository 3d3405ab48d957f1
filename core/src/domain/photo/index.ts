// The photo area of the domain.
export * from './photo-constants.js';
export * from './photo-file.js';
export * from './photo-item.js';
export * from './photo-legend.js';
export * from './photo-permissions.js';
export * from './photo-positions.js';
export * from './photo-upload.js';
export * from './photo-url.js';
export * from './photo-view.js';
export * from './photo.js';
export * from './photo-rendition.js';
