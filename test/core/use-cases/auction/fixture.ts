// A live sale ready for bidding: property 1 in Annecy, its auction (first price 250 000 €, step
// 1 000 €, ends 30 h after DEFAULT_TEST_NOW) and helpers to add buyers at each stage.
import type { Auction } from '../../../../core/src/domain/auction/auction.js';
import type { BuyerFile } from '../../../../core/src/domain/buyer-file/buyer-file.js';
import type { Property } from '../../../../core/src/domain/property/property.js';
import { viewerOf, type User, type Viewer } from '../../../../core/src/domain/user/user.js';
import type { New } from '../../../../core/src/ports/repositories.port.js';
import {
  aBuyer,
  aQualifiedBuyerFile,
  anAuction,
  aProperty,
  createTestKit,
  type TestKit,
} from '../../../../core/src/testing/index.js';
import { DAY_MS } from '../../../../core/src/shared/time.js';

export interface Sale {
  kit: TestKit;
  property: Property;
  auction: Auction;
}

export async function aLiveSale(overrides: Partial<New<Auction>> = {}): Promise<Sale> {
  const kit = createTestKit();
  const property = await kit.repos.properties.add(aProperty());
  const auction = await kit.repos.auctions.add(anAuction({ propertyId: property.id, ...overrides }));
  return { kit, property, auction };
}

/** A buyer with nothing left to do on the sale's property (identity, visit, agrément approved) unless told otherwise. */
export async function aRegisteredBuyer(
  sale: Sale,
  options: { user?: Partial<New<User>>; file?: Partial<New<BuyerFile>> } = {},
): Promise<Viewer> {
  const user = await sale.kit.repos.users.add(aBuyer(options.user));
  await sale.kit.repos.buyerFiles.add(
    aQualifiedBuyerFile({
      propertyId: sale.property.id,
      userId: user.id,
      visitDoneAt: sale.kit.clock.now() - DAY_MS,
      ...options.file,
    }),
  );
  return viewerOf(user);
}

export const storedAuction = async (sale: Sale): Promise<Auction> => {
  const auction = await sale.kit.repos.auctions.findById(sale.auction.id);
  if (!auction) throw new Error('auction vanished');
  return auction;
};
