import type { Property } from '../../../../core/src/domain/property/property.js';
import { viewerOf, type User, type Viewer } from '../../../../core/src/domain/user/user.js';
import {
  aBuyerFile,
  aNegotiator,
  aPhoto,
  aProperty,
  aSeller,
  aUser,
  anAdmin,
  anAuction,
  createTestKit,
  type TestKit,
} from '../../../../core/src/testing/index.js';

export interface BuyerFileFixture {
  kit: TestKit;
  property: Property;
  negotiator: Viewer;
  otherNegotiator: Viewer;
  admin: Viewer;
  /** Registered on the property, e-mail verified, identity not approved yet. */
  buyerAccount: User;
  buyer: Viewer;
  buyerFileId: number;
  /** Another buyer, registered on the same property. */
  otherBuyer: Viewer;
  otherBuyerFileId: number;
  /** A seller of the property. */
  seller: Viewer;
}

/** A live sale of one negotiator at DEFAULT_TEST_NOW (21/11/2026 11:00 Paris) with two registered buyers. */
export async function buyerFileFixture(): Promise<BuyerFileFixture> {
  const kit = createTestKit();
  const { repos } = kit;
  const negotiator = await repos.users.add(aNegotiator());
  const otherNegotiator = await repos.users.add(aNegotiator());
  const admin = await repos.users.add(anAdmin());
  const buyerAccount = await repos.users.add(aUser({ firstName: 'Léa', lastName: 'Fontaine' }));
  const otherBuyer = await repos.users.add(aUser());
  const seller = await repos.users.add(aSeller({ email: 'vendeur@example.fr' }));
  const property = await repos.properties.add(
    aProperty({ negotiatorId: negotiator.id, vendors: [{ email: 'vendeur@example.fr', primary: true }] }),
  );
  await repos.auctions.add(anAuction({ propertyId: property.id }));
  await repos.photos.add(aPhoto({ propertyId: property.id, position: 1 }));
  await repos.photos.add(aPhoto({ propertyId: property.id, position: 0 }));
  const file = await repos.buyerFiles.add(aBuyerFile({ propertyId: property.id, userId: buyerAccount.id }));
  const otherFile = await repos.buyerFiles.add(
    aBuyerFile({ propertyId: property.id, userId: otherBuyer.id }),
  );
  return {
    kit,
    property,
    negotiator: viewerOf(negotiator),
    otherNegotiator: viewerOf(otherNegotiator),
    admin: viewerOf(admin),
    buyerAccount,
    buyer: viewerOf(buyerAccount),
    buyerFileId: file.id,
    otherBuyer: viewerOf(otherBuyer),
    otherBuyerFileId: otherFile.id,
    seller: viewerOf(seller),
  };
}

export const refusal = (decidedBy: number, at: number, reason = 'Document illisible') => ({
  status: 'refused' as const,
  submittedAt: at - 1000,
  decidedAt: at,
  decidedBy,
  refusalReason: reason,
});

/** The accounts named by AccountChanged events in the outbox, in the order written. */
export const changedAccounts = (kit: TestKit): number[] =>
  [...kit.state.eventOutbox.rows.values()]
    .filter((row) => row.topic === 'domain-event')
    .map((row) => JSON.parse(row.payload) as { type: string; userId?: number })
    .filter((event) => event.type === 'AccountChanged')
    .map((event) => event.userId!);
