// The answers of the photo and document routes (spec §7: the sale editor's calls, the documents of §6).
import {
  DOCUMENT_KINDS,
  documentView,
  managedDocumentView,
  type DeleteDocument,
  type DeletePhoto,
  type ListDocuments,
  type ListSaleDocuments,
  type PhotoView,
  type ReorderPhotos,
  type UploadPhoto,
} from '@immo/core';
import { Type } from '@sinclair/typebox';
import { ID_ANSWER, answer, oneOfTexts, shapedBy, type OutputOf } from '../../schema.js';

/** A document as the spec writes it: acces true when free, date.date 'Y-m-d H:i:s.ffffff' in Paris time. */
const DOCUMENT_FIELDS = {
  id: Type.Integer(),
  nom: Type.String(),
  filetype: Type.String({ description: 'MIME type' }),
  acces: Type.Boolean({ description: 'true: free to anyone; false: registered buyers only' }),
  date: answer({ date: Type.String({ description: "'Y-m-d H:i:s.ffffff', Paris time" }) }),
};

export const DOCUMENT_ANSWER = shapedBy(answer(DOCUMENT_FIELDS), documentView);

/** A document as its managers see it: its kind and size besides. */
export const MANAGED_DOCUMENT_ANSWER = shapedBy(
  answer({
    ...DOCUMENT_FIELDS,
    kind: oneOfTexts(DOCUMENT_KINDS),
    taille: Type.Integer({ description: 'Bytes' }),
  }),
  managedDocumentView,
);

export const SALE_DOCUMENTS_ANSWER = shapedBy(
  answer({ reference: Type.String(), title: Type.String(), documents: Type.Array(MANAGED_DOCUMENT_ANSWER) }),
  (listing: OutputOf<ListSaleDocuments>) => listing,
);

export const DOCUMENT_LISTING_ANSWER = shapedBy(
  answer({
    documents: Type.Array(DOCUMENT_ANSWER),
    showDocumentsButton: Type.Boolean({
      description: 'Whether the property page shows its Documents button',
    }),
  }),
  (listing: OutputOf<ListDocuments>) => listing,
);

export const DELETED_DOCUMENT_ANSWER = shapedBy(ID_ANSWER, (deleted: OutputOf<DeleteDocument>) => deleted);
export const DELETED_PHOTO_ANSWER = shapedBy(ID_ANSWER, (deleted: OutputOf<DeletePhoto>) => deleted);

/** One entry of data.images (§7): what the editor and the gallery read. */
const IMAGE = shapedBy(
  answer({
    id: Type.Integer(),
    url: Type.String({ description: '/media/photos/{id} (width 1920)' }),
    legend: Type.String(),
    size: Type.Integer({ description: 'Bytes' }),
    width: Type.Integer(),
    height: Type.Integer(),
    position: Type.Integer(),
  }),
  (photo: PhotoView) => photo,
);

export const UPLOADED_PHOTO_ANSWER = shapedBy(
  answer({
    id: Type.Integer(),
    data: answer({ url: Type.String(), size: Type.Integer(), originalName: Type.String() }),
  }),
  ({ id, ...data }: OutputOf<UploadPhoto>) => ({ id, data }),
);

export const PHOTO_ANSWER = answer({ id: Type.Integer(), data: IMAGE });
export const PHOTOS_ANSWER = answer({ data: answer({ images: Type.Array(IMAGE) }) });
export const PHOTO_ORDER_ANSWER = shapedBy(
  answer({ data: answer({ imageIds: Type.Array(Type.Integer()) }) }),
  (data: OutputOf<ReorderPhotos>) => ({ data }),
);
