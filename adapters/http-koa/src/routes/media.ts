import type {
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
import type { ApiRouter } from '../api-router.js';
import { documentRoutes } from './media/documents.js';
import { photoRoutes } from './media/photos.js';

export interface MediaUseCases {
  uploadPhoto: UploadPhoto;
  listPhotos: ListPhotos;
  reorderPhotos: ReorderPhotos;
  updatePhotoLegend: UpdatePhotoLegend;
  deletePhoto: DeletePhoto;
  getPhotoImage: GetPhotoImage;
  addDocument: AddDocument;
  listDocuments: ListDocuments;
  deleteDocument: DeleteDocument;
  updateDocument: UpdateDocument;
  listSaleDocuments: ListSaleDocuments;
  downloadDocument: DownloadDocument;
  downloadFreeDocument: DownloadFreeDocument;
  /** Not routed: run by the host after each upload. */
  preparePhotoRenditions: PreparePhotoRenditions;
}

/** Photos (the sale editor's five calls and the image widths of §7) and documents (§2.2, §6). */
export const mediaRoutes =
  (useCases: MediaUseCases) =>
  (api: ApiRouter): void => {
    photoRoutes(useCases, api);
    documentRoutes(useCases, api);
  };
