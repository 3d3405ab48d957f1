// Shared set-up of the media HTTP tests: real images (the API runs the real SharpImageProcessor),
// multipart bodies, and sales with photos and documents stored as the API stores them.
import { bytesSource, type Photo, type Property, type PropertyDocument } from '@immo/core';
import { aBuyerFile, aDocument, anAuction, aPdfFile, aPhoto, aProperty } from '@immo/core/testing';
import sharp from 'sharp';
import type { TestApi } from '../support/api-harness.js';

export async function realJpeg(width = 2400, height = 1600): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#7fa8d0' } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Uint8Array(buffer);
}

export async function realPng(width = 800, height = 600): Promise<Uint8Array> {
  const buffer = await sharp({ create: { width, height, channels: 4, background: '#d0a87f80' } })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

export const imageWidthOf = async (bytes: ArrayBuffer | Uint8Array): Promise<number | undefined> =>
  (await sharp(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).metadata()).width;

export interface FilePart {
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/** A multipart body: the file part (when given) and text fields. */
export function multipart(file: FilePart | null, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  if (file) {
    const blob = new Blob([file.bytes as Uint8Array<ArrayBuffer>], {
      type: file.type ?? 'application/octet-stream',
    });
    form.append('file', blob, file.name);
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A sale of the negotiator of the cast, its auction ending `endInMs` after the API's clock. */
export async function aSale(t: TestApi, endInMs = 10 * 24 * 3_600_000): Promise<Property> {
  const { repos } = t.api.ports;
  const property = await repos.properties.add(aProperty({ negotiatorId: t.actors.negotiator.user.id }));
  const now = t.clock.now();
  await repos.auctions.add(
    anAuction({
      propertyId: property.id,
      startAt: now - 24 * 3_600_000,
      originalEndAt: now + endInMs,
      endAt: now + endInMs,
    }),
  );
  return property;
}

/** Registers the cast's buyer on the sale (a buyer file: bienInscrit '1'). */
export async function registerBuyer(t: TestApi, property: Property): Promise<void> {
  await t.api.ports.repos.buyerFiles.add(
    aBuyerFile({ propertyId: property.id, userId: t.actors.buyer.user.id }),
  );
}

let stored = 0;

/** A photo stored as UploadPhoto stores it: a real JPEG under photos/{bienId}/, at the next position. */
export async function aStoredPhoto(t: TestApi, property: Property, legend = 'Séjour'): Promise<Photo> {
  const { repos, storage } = t.api.ports;
  const bytes = await realJpeg(2400, 1600);
  const storageKey = `photos/${property.id}/stored-${(stored += 1)}.jpg`;
  await storage.put(storageKey, bytesSource(bytes), 'image/jpeg');
  const position = (await repos.photos.listByProperty(property.id)).length;
  return repos.photos.add(
    aPhoto({
      propertyId: property.id,
      storageKey,
      legend,
      size: bytes.length,
      width: 2400,
      height: 1600,
      position,
    }),
  );
}

/** A document stored as AddDocument stores it. */
export async function aStoredDocument(
  t: TestApi,
  property: Property,
  overrides: { free: boolean; name?: string; uploadedAt?: number },
): Promise<PropertyDocument> {
  const { repos, storage } = t.api.ports;
  const storageKey = `documents/${property.id}/stored-${(stored += 1)}.pdf`;
  await storage.put(storageKey, bytesSource(aPdfFile()), 'application/pdf');
  return repos.documents.add(
    aDocument({
      propertyId: property.id,
      storageKey,
      size: aPdfFile().length,
      free: overrides.free,
      name: overrides.name ?? (overrides.free ? 'Diagnostic énergétique.pdf' : 'Titre de propriété.pdf'),
      uploadedAt: overrides.uploadedAt ?? t.clock.now(),
    }),
  );
}
