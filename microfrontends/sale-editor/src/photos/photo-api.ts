import { ApiError, type EpicDependencies } from '@immo/kit';
import { photoUploadError, type DomainError, type ServerPhoto, type UploadedPhoto } from '@immo/core';

type Api = EpicDependencies['api'];

/** One entry of data.images (GET /v2/sell/photos/get-photos-bien/{bienId}, §7). */
interface ServerImage {
  id: number;
  url: string;
  legend?: string | null;
  size?: number | null;
}

interface UploadAnswer {
  id: number;
  data: { url: string; size?: number | null; originalName?: string };
}

/** The photos of a sale, the main image first. */
export async function fetchSalePhotos(api: Api, bienId: number): Promise<ServerPhoto[]> {
  const answer = await api<{ data?: { images?: ServerImage[] } }>(
    `/v2/sell/photos/get-photos-bien/${bienId}`,
  );
  return (answer?.data?.images ?? []).map((image) => ({
    id: image.id,
    url: image.url,
    legend: image.legend ?? '',
    size: image.size ?? null,
  }));
}

export interface PhotoUpload {
  bienId: number;
  file: Blob;
  fileName: string;
  /** The photo's index in the list (§7). */
  priority: number;
  /** A legend typed while the photo waited, so it is not lost. */
  legend: string;
}

/** POST /v2/sell/photos/upload-single/{bienId}, multipart: file, fileName, priority. */
export async function uploadSalePhoto(api: Api, upload: PhotoUpload): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('file', upload.file, upload.fileName);
  body.append('fileName', upload.fileName);
  body.append('priority', String(upload.priority));
  if (upload.legend.trim() !== '') body.append('legend', upload.legend.trim());
  const answer = await api<UploadAnswer>(`/v2/sell/photos/upload-single/${upload.bienId}`, {
    method: 'POST',
    body,
  });
  return { id: answer.id, url: answer.data.url, size: answer.data.size ?? null };
}

/** The per-photo error of §8: the server's error.message, else 'Erreur HTTP {status}'. */
export function uploadErrorOf(error: unknown): DomainError {
  if (error instanceof ApiError) {
    // A network failure has no server message: apiRequest's 'network_error' is a code, not a text.
    return photoUploadError(error.status, error.status === 0 ? null : error.message);
  }
  return photoUploadError(0);
}

export const updatePhotoLegend = (api: Api, photoId: number, legend: string) =>
  api(`/v2/sell/photos/update-legend/${photoId}`, { method: 'PUT', json: { legend } });

export const deleteSalePhoto = (api: Api, photoId: number) =>
  api(`/v2/sell/photos/delete/${photoId}`, { method: 'DELETE' });

export const reorderSalePhotos = (api: Api, bienId: number, imageIds: number[]) =>
  api(`/v2/sell/photos/reorder/${bienId}`, { method: 'POST', json: { imageIds } });
