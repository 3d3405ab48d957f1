import { viewerOf, type Viewer } from '../../../../core/src/domain/user/user.js';
import type { Property } from '../../../../core/src/domain/property/property.js';
import {
  aBuyer,
  aBuyerFile,
  aNegotiator,
  aProperty,
  anAdmin,
  createTestKit,
  type TestKit,
} from '../../../../core/src/testing/index.js';

export interface VisitFixture {
  kit: TestKit;
  property: Property;
  negotiator: Viewer;
  otherNegotiator: Viewer;
  admin: Viewer;
  /** A buyer registered on the property (a buyer file exists). */
  buyer: Viewer;
  buyerFileId: number;
  /** A second registered buyer. */
  secondBuyer: Viewer;
  /** A ROLE_USER who never registered on the property. */
  stranger: Viewer;
}

/** A property of one negotiator with two registered buyers, at DEFAULT_TEST_NOW (21/11/2026 11:00 Paris). */
export async function visitFixture(): Promise<VisitFixture> {
  const kit = createTestKit();
  const negotiator = await kit.repos.users.add(aNegotiator());
  const otherNegotiator = await kit.repos.users.add(aNegotiator());
  const admin = await kit.repos.users.add(anAdmin());
  const buyer = await kit.repos.users.add(aBuyer({ firstName: 'Léa', lastName: 'Petit' }));
  const secondBuyer = await kit.repos.users.add(aBuyer());
  const stranger = await kit.repos.users.add(aBuyer());
  const property = await kit.repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
  const file = await kit.repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: buyer.id }));
  await kit.repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: secondBuyer.id }));
  return {
    kit,
    property,
    negotiator: viewerOf(negotiator),
    otherNegotiator: viewerOf(otherNegotiator),
    admin: viewerOf(admin),
    buyer: viewerOf(buyer),
    buyerFileId: file.id,
    secondBuyer: viewerOf(secondBuyer),
    stranger: viewerOf(stranger),
  };
}
