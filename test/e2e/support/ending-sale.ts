// A live sale that ends a few seconds from now, for the journey where the page turns from the live
// panel to 'Enchère terminée' and then 'Vente terminée'. Written through core's use cases, as the
// demo seed writes its sales: created by the negotiator days ago, the buyer registered, his visit
// validated and his agrément approved, one offer placed now. The sale form's dates have minute precision, so the end in force
// is then moved to the exact instant through the auction repository.
import type { ComposedApi } from '@immo/api';
import {
  CreateSale,
  DAY_MS,
  HOUR_MS,
  PlaceBid,
  viewerOf,
  type Clock,
  type Instant,
  type Result,
} from '@immo/core';
import { DemoBuyerFiles } from '../../../hosts/api/src/seed/buyer-files.js';
import { DEMO_CATALOGUE } from '../../../hosts/api/src/seed/catalogue.js';
import { SeededRandom } from '../../../hosts/api/src/seed/random.js';
import { saleFormOf } from '../../../hosts/api/src/seed/sale-forms.js';
import { SILENT_MAILER } from '../../../hosts/api/src/seed/steps.js';

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
  // The buyer books the sale's visit slot, visits, signs the agrément; the negotiator validates both.
  const buyerFiles = new DemoBuyerFiles({ ...ports, mailer: SILENT_MAILER });
  const slot = await buyerFiles.slot(negotiator, bienId, {
    createdAt: createdAt + HOUR_MS,
    start: Math.floor((createdAt + 2 * DAY_MS) / HOUR_MS) * HOUR_MS - HOUR_MS,
  });
  await buyerFiles.qualify(
    buyer,
    { owner: negotiator, bienId, slot },
    { registeredAt: createdAt + DAY_MS, validatedAt: createdAt + 2 * DAY_MS },
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
  await api.infrastructure.outbox.idle();
  return { bienId, enchereId: auction.id, endAt: options.endAt, finalPrice: bid.amount };
}
