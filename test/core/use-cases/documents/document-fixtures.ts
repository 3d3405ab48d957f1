import { bytesSource } from '../../../../core/src/shared/byte-source.js';
import type { PropertyDocument } from '../../../../core/src/domain/document/document.js';
import type { Property } from '../../../../core/src/domain/property/property.js';
import { viewerOf, type Viewer } from '../../../../core/src/domain/user/user.js';
import {
  aBuyer,
  aBuyerFile,
  aDocument,
  aNegotiator,
  anAdmin,
  aPdfFile,
  aProperty,
  aSeller,
  createTestKit,
  type TestKit,
} from '../../../../core/src/testing/index.js';

export interface DocumentScene {
  kit: TestKit;
  property: Property;
  negotiator: Viewer;
  otherNegotiator: Viewer;
  admin: Viewer;
  registeredBuyer: Viewer;
  otherBuyer: Viewer;
  seller: Viewer;
  freeDoc: PropertyDocument;
  restrictedDoc: PropertyDocument;
}

/** A sale with one free and one restricted document, one registered buyer and one who is not. */
export async function documentScene(): Promise<DocumentScene> {
  const kit = createTestKit();
  const negotiator = viewerOf(await kit.repos.users.add(aNegotiator()));
  const otherNegotiator = viewerOf(await kit.repos.users.add(aNegotiator()));
  const admin = viewerOf(await kit.repos.users.add(anAdmin()));
  const registeredBuyer = viewerOf(await kit.repos.users.add(aBuyer()));
  const otherBuyer = viewerOf(await kit.repos.users.add(aBuyer()));
  const seller = viewerOf(await kit.repos.users.add(aSeller()));
  const property = await kit.repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
  await kit.repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: registeredBuyer.id }));
  const addDoc = async (free: boolean, name: string) => {
    const storageKey = `documents/${property.id}/${name}`;
    await kit.storage.put(storageKey, bytesSource(aPdfFile()), 'application/pdf');
    return kit.repos.documents.add(aDocument({ propertyId: property.id, free, name, storageKey }));
  };
  const freeDoc = await addDoc(true, 'dpe.pdf');
  const restrictedDoc = await addDoc(false, 'titre.de.propriete.pdf');
  return {
    kit,
    property,
    negotiator,
    otherNegotiator,
    admin,
    registeredBuyer,
    otherBuyer,
    seller,
    freeDoc,
    restrictedDoc,
  };
}
