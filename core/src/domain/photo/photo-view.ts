import type { Photo } from './photo.js';
import { photoUrl } from './photo-url.js';

/** A stored photo as the editor and the property page read it (data.images, §7). */
export interface PhotoView {
  id: number;
  url: string;
  legend: string;
  position: number;
  originalName: string;
  size: number;
  width: number;
  height: number;
}

export const photoView = (photo: Photo): PhotoView => ({
  id: photo.id,
  url: photoUrl(photo.id),
  legend: photo.legend,
  position: photo.position,
  originalName: photo.originalName,
  size: photo.size,
  width: photo.width,
  height: photo.height,
});
