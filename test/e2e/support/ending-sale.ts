// A live sale that ends a few seconds from now, for the journey where the page turns from the live
// panel to 'Enchère terminée' and then 'Vente terminée'. Written through core's use cases, as the
// demo seed writes its sales: created by the negotiator days ago, the buyer registered and his visit
// validated, one offer placed now. The sale form's dates have minute precision, so the end in force
// is then moved to the exact instant through the auction repository.
import type { ComposedApi } from '@immo/api';
import {
  CreateSale,
  DAY_MS,
  PlaceBid,
  RegisterInterest,
  ValidateVisit,
  viewerOf,
  type Clock,
  type Instant,
  type Result,
} from '@immo/core';
import { DEMO_CATALOGUE } from '../../../hosts/api/src/seed/catalogue.js';
import { SeededRandom } from '../../../hosts/api/src/seed/random.js';
import { saleFormOf } from '../../../hosts/api/src/seed/sale-forms.js';

export interface EndingSale {
  bienId: number;
  enchereId: number;
  endAt: Instant;
  /** The last offer: the final price the ended panel shows. */
  finalPrice: number;
}

const at = (instant: Instant): Clock => ({ now: () => instant });

function expectOk<T>(result: Result<T>, what: string): T {
  if (!result.ok) throw new Error(`e2e: ${what} refused: ${JSON.stringify(result.error)}`);
  return result.value;
}

export async function createSaleEndingAt(
  api: ComposedApi,
  options: { endAt: Instant; negotiatorEmail: string; buyerEmail: string },
): Promise<EndingSale> {
  const { ports } = api;
  const now = Date.now();
  const negotiator = await ports.repos.users.findByEmail(options.negotiatorEmail);
  const buyer = await ports.repos.users.findByEmail(options.buyerEmail);
  if (!negotiator || !buyer) throw new Error('e2e: the demo negotiator or buyer is missing');

  // A live catalogue entry, with a reference of its own and a window opened two days ago.
  const index = DEMO_CATALOGUE.findIndex((entry, i) => i > 0 && entry.phase === 'live');
  const entry = DEMO_CATALOGUE[index];
  if (!entry) throw new Error('e2e: no live sale in the demo catalogue');
  const createdAt = now - 5 * DAY_MS;
  const values = saleFormOf(entry, {
    reference: `E2E-FIN-${now}`,
    window: { start: now - 2 * DAY_MS, end: now + 7 * DAY_MS, sellIn36h: false },
    random: new SeededRandom(now % 100_000),
    index,
  });
  const { bienId } = expectOk(
    await new CreateSale({ ...ports, clock: at(createdAt) }).execute({
      viewer: viewerOf(negotiator),
      values,
    }),
    'the ending sale',
  );
  const file = expectOk(
    await new RegisterInterest({ ...ports, clock: at(createdAt + DAY_MS) }).execute({
      viewer: viewerOf(buyer),
      propertyId: bienId,
    }),
    'the registration of the buyer',
  ).file;
  expectOk(
    await new ValidateVisit({ ...ports, clock: at(createdAt + 2 * DAY_MS) }).execute({
      viewer: viewerOf(negotiator),
      buyerFileId: file.id,
    }),
    'the visit of the buyer',
  );
  const auction = await ports.repos.auctions.findByPropertyId(bienId);
  if (!auction) throw new Error('e2e: the ending sale has no auction');
  const { bid } = expectOk(
    await new PlaceBid({ ...ports, clock: at(now - 60_000) }).execute({
      viewer: viewerOf(buyer),
      auctionId: auction.id,
      amount: auction.firstPrice,
    }),
    'the offer on the ending sale',
  );
  // The end in force, to the millisecond (the form only takes whole minutes).
  const placed = await ports.repos.auctions.findById(auction.id);
  if (!placed) throw new Error('e2e: the ending sale lost its auction');
  await ports.repos.auctions.update({ ...placed, originalEndAt: options.endAt, endAt: options.endAt });
  await api.infrastructure.bus.idle();
  return { bienId, enchereId: auction.id, endAt: options.endAt, finalPrice: bid.amount };
}
