import { bytesSource } from '../../../../core/src/shared/byte-source.js';
import { viewerOf, type Viewer } from '../../../../core/src/domain/user/user.js';
import type { Property } from '../../../../core/src/domain/property/property.js';
import {
  aBuyer,
  aNegotiator,
  anAdmin,
  aPhoto,
  aProperty,
  createTestKit,
  type TestKit,
} from '../../../../core/src/testing/index.js';

export interface PhotoScene {
  kit: TestKit;
  property: Property;
  negotiator: Viewer;
  otherNegotiator: Viewer;
  admin: Viewer;
  buyer: Viewer;
}

/** A sale owned by one negotiator, with another negotiator, an admin and a buyer around it. */
export async function photoScene(): Promise<PhotoScene> {
  const kit = createTestKit();
  const negotiator = viewerOf(await kit.repos.users.add(aNegotiator()));
  const otherNegotiator = viewerOf(await kit.repos.users.add(aNegotiator()));
  const admin = viewerOf(await kit.repos.users.add(anAdmin()));
  const buyer = viewerOf(await kit.repos.users.add(aBuyer()));
  const property = await kit.repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
  return { kit, property, negotiator, otherNegotiator, admin, buyer };
}

/** Stores photos at positions 0, 1, 2… for the property. */
export async function withPhotos(scene: PhotoScene, count: number) {
  const photos = [];
  for (let position = 0; position < count; position += 1) {
    const storageKey = `photos/${scene.property.id}/seed-${position}.jpg`;
    await scene.kit.storage.put(storageKey, bytesSource(new Uint8Array([position])), 'image/jpeg');
    photos.push(
      await scene.kit.repos.photos.add(
        aPhoto({ propertyId: scene.property.id, storageKey, position, legend: `p${position}` }),
      ),
    );
  }
  return photos;
}

export const positionsOf = async (scene: PhotoScene) =>
  (await scene.kit.repos.photos.listByProperty(scene.property.id)).map((p) => [p.id, p.position]);
