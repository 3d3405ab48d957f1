export * from './image-errors.js';
export * from './sharp-image-processor.js';
