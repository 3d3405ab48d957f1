import type {
  UploadPhoto,
  ListPhotos,
  ReorderPhotos,
  UpdatePhotoLegend,
  DeletePhoto,
  AddDocument,
  DownloadDocument,
} from '@immo/core';
import type { ApiRouter } from '../api-router.js';

export interface MediaUseCases {
  uploadPhoto: UploadPhoto;
  listPhotos: ListPhotos;
  reorderPhotos: ReorderPhotos;
  updatePhotoLegend: UpdatePhotoLegend;
  deletePhoto: DeletePhoto;
  addDocument: AddDocument;
  downloadDocument: DownloadDocument;
}

export const mediaRoutes =
  (_useCases: MediaUseCases) =>
  (_api: ApiRouter): void => {};
