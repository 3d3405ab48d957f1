import { createHash } from 'node:crypto';
import type { PhotoView } from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { streamBody } from '../../byte-body.js';
import { HttpProblem } from '../../problem.js';
import { idParam, jsonObject, respond } from '../../respond.js';
import type { ApiContext } from '../../state.js';
import type { MediaUseCases } from '../media.js';
import { readUpload, textField, uploadBody } from './upload.js';
import { NO_QUERY, NO_BODY } from '../../schema.js';
import { LEGEND_BODY, PHOTO_QUERY, REORDER_BODY } from './schemas.js';
import * as A from './answers.js';

const TAG = 'photos';

/** Renditions never change: a photo's id names one upload, its bytes are never replaced. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** One entry of data.images (§7): what the editor and the gallery read. */
const imageOf = (photo: PhotoView) => ({
  id: photo.id,
  url: photo.url,
  legend: photo.legend,
  size: photo.size,
  width: photo.width,
  height: photo.height,
  position: photo.position,
});

/** The priority field: the photo's index in the editor's list; absent or empty means at the end. */
function priorityField(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d{1,9}$/.test(raw.trim())) throw new HttpProblem(400, 'invalid_input', {}, { field: 'priority' });
  return Number(raw.trim());
}

/** The width query parameter: absent for the default (1920); a number the use case checks. */
function widthQuery(ctx: ApiContext): unknown {
  const raw = ctx.query.width;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw)) return raw;
  return Number(raw);
}

/** From the rendition's name, not its bytes: a 304 reads nothing, a 200 streams them unread. */
const etagOf = (version: string): string =>
  `"${createHash('sha256').update(version).digest('base64url').slice(0, 32)}"`;

export function photoRoutes(useCases: MediaUseCases, api: ApiRouter): void {
  api.route(
    {
      method: 'post',
      path: '/v2/sell/photos/upload-single/:bienId',
      response: A.UPLOADED_PHOTO_ANSWER,
      query: NO_QUERY,
      summary:
        'Upload one photo of a sale (multipart: file, fileName, priority = index in the list, optional legend). ' +
        'PNG or JPEG by content, 20 MB at most; stored as a JPEG (quality 0.8).',
      tag: TAG,
      audience: 'negotiator',
      body: 'multipart',
      responses: {
        200: '{ id, data: { url, size, originalName } }',
        400: 'photos_only_png_jpeg, field_required (file), invalid_input',
        413: 'payload_too_large (over 20 MB)',
        415: 'not a multipart body',
      },
    },
    uploadBody(),
    async (ctx) => {
      const upload = readUpload(ctx);
      const bienId = idParam(ctx, 'bienId');
      const fileName = textField(upload, 'fileName');
      const result = await useCases.uploadPhoto.execute({
        viewer: ctx.state.viewer,
        bienId,
        file: upload.file,
        fileName: fileName === undefined || fileName.trim() === '' ? upload.originalName : fileName,
        priority: priorityField(textField(upload, 'priority')),
        legend: textField(upload, 'legend') ?? '',
      });
      respond(ctx, result, (photo) => ({
        id: photo.id,
        data: { url: photo.url, size: photo.size, originalName: photo.originalName },
      }));
    },
  );

  api.route(
    {
      method: 'put',
      path: '/v2/sell/photos/update-legend/:photoId',
      response: A.PHOTO_ANSWER,
      query: NO_QUERY,
      summary: 'Change the legend of a photo (at most 120 characters).',
      tag: TAG,
      audience: 'negotiator',
      body: LEGEND_BODY,
      responses: { 200: '{ id, data: image }' },
    },
    async (ctx) => {
      const photoId = idParam(ctx, 'photoId');
      const body = jsonObject(ctx);
      const result = await useCases.updatePhotoLegend.execute({
        viewer: ctx.state.viewer,
        photoId,
        legend: body.legend,
      });
      respond(ctx, result, (photo) => ({ id: photo.id, data: imageOf(photo) }));
    },
  );

  api.route(
    {
      method: 'get',
      path: '/v2/sell/photos/get-photos-bien/:bienId',
      response: A.PHOTOS_ANSWER,
      query: NO_QUERY,
      summary: 'The photos of a sale, the main image first.',
      tag: TAG,
      audience: 'public',
      responses: {
        200: '{ data: { images: [ { id, url, legend, size, width, height, position } ] } }',
        404: 'unknown sale',
      },
    },
    async (ctx) => {
      const bienId = idParam(ctx, 'bienId');
      const result = await useCases.listPhotos.execute({ bienId });
      respond(ctx, result, (photos) => ({ data: { images: photos.map(imageOf) } }));
    },
  );

  api.route(
    {
      method: 'post',
      path: '/v2/sell/photos/reorder/:bienId',
      response: A.PHOTO_ORDER_ANSWER,
      query: NO_QUERY,
      summary:
        'Reorder the photos of a sale: imageIds in order, the main image first; photos not named keep their order after them.',
      tag: TAG,
      audience: 'negotiator',
      body: REORDER_BODY,
      responses: {
        200: '{ data: { imageIds } }',
        400: 'invalid_input, photos_reorder_mismatch (a repeated id, or one not of this sale)',
      },
    },
    async (ctx) => {
      const bienId = idParam(ctx, 'bienId');
      const body = jsonObject(ctx);
      const result = await useCases.reorderPhotos.execute({
        viewer: ctx.state.viewer,
        bienId,
        imageIds: body.imageIds,
      });
      respond(ctx, result, (value) => ({ data: value }));
    },
  );

  api.route(
    {
      method: 'delete',
      path: '/v2/sell/photos/delete/:photoId',
      response: A.DELETED_PHOTO_ANSWER,
      query: NO_QUERY,
      body: NO_BODY,
      summary: 'Delete a photo; the others close the gap.',
      tag: TAG,
      audience: 'negotiator',
      responses: { 200: '{ id }' },
    },
    async (ctx) => {
      const photoId = idParam(ctx, 'photoId');
      const result = await useCases.deletePhoto.execute({ viewer: ctx.state.viewer, photoId });
      respond(ctx, result);
    },
  );

  api.route(
    {
      method: 'get',
      path: '/media/photos/:id',
      response: 'file',
      query: PHOTO_QUERY,
      summary:
        'A photo as a JPEG, ?width=1920 (full, the default) or 1024 (thumbnail). Cached for a year; ETag and 304.',
      tag: TAG,
      audience: 'public',
      responses: {
        200: 'image/jpeg',
        304: 'not modified (If-None-Match)',
        400: 'invalid_input (width other than 1920 or 1024)',
        404: 'unknown photo',
      },
    },
    async (ctx) => {
      const photoId = idParam(ctx, 'id');
      const result = await useCases.getPhotoImage.execute({ photoId, width: widthQuery(ctx) });
      if (!result.ok) return respond(ctx, result);
      const photo = result.value;
      ctx.status = 200;
      ctx.set('Cache-Control', PHOTO_CACHE_CONTROL);
      ctx.etag = etagOf(photo.version);
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.type = photo.contentType;
      await streamBody(ctx, photo.image);
    },
  );
}
