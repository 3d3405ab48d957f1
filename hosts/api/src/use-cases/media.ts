import {
  UploadPhoto,
  ListPhotos,
  ReorderPhotos,
  UpdatePhotoLegend,
  DeletePhoto,
  AddDocument,
  DownloadDocument,
} from '@immo/core';
import type { MediaUseCases } from '@immo/http-koa';
import type { UseCaseClasses } from './use-case-classes.js';

export const mediaUseCaseClasses: UseCaseClasses<MediaUseCases> = {
  uploadPhoto: UploadPhoto,
  listPhotos: ListPhotos,
  reorderPhotos: ReorderPhotos,
  updatePhotoLegend: UpdatePhotoLegend,
  deletePhoto: DeletePhoto,
  addDocument: AddDocument,
  downloadDocument: DownloadDocument,
};
