import {
  UploadPhoto,
  ListPhotos,
  ReorderPhotos,
  UpdatePhotoLegend,
  DeletePhoto,
  GetPhotoImage,
  AddDocument,
  ListDocuments,
  DeleteDocument,
  UpdateDocument,
  ListSaleDocuments,
  DownloadDocument,
  DownloadFreeDocument,
  PreparePhotoRenditions,
} from '@immo/core';
import type { MediaUseCases } from '@immo/http-koa';
import type { UseCaseClasses } from './use-case-classes.js';

export const mediaUseCaseClasses: UseCaseClasses<MediaUseCases> = {
  uploadPhoto: UploadPhoto,
  listPhotos: ListPhotos,
  reorderPhotos: ReorderPhotos,
  updatePhotoLegend: UpdatePhotoLegend,
  deletePhoto: DeletePhoto,
  getPhotoImage: GetPhotoImage,
  addDocument: AddDocument,
  listDocuments: ListDocuments,
  deleteDocument: DeleteDocument,
  updateDocument: UpdateDocument,
  listSaleDocuments: ListSaleDocuments,
  downloadDocument: DownloadDocument,
  downloadFreeDocument: DownloadFreeDocument,
  preparePhotoRenditions: PreparePhotoRenditions,
};
