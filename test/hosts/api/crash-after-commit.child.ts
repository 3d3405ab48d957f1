// Run by crash-after-commit.test.ts as its own process: composes the API on the SQLite file of
// DATA_DIR with its outbox worker off (OUTBOX_WORKER=0, so nothing in this process delivers), makes
// a sale with two bidders, places two bids — the second one's BidPlaced event commits in the bid's
// transaction — and is killed with SIGKILL (kill -9) right after that commit.
import { DAY_MS, HOUR_MS, PlaceBid, viewerOf } from '@immo/core';
import { aBuyer, aNegotiator, aProperty, aQualifiedBuyerFile, anAuction } from '@immo/core/testing';
import { composeApi, readConfig } from '@immo/api';

const api = await composeApi(
  readConfig({ ...process.env, OUTBOX_WORKER: '0', SEED_DEMO: '0', WEB_ROOT: '', PORT: '0' }),
);
const { repos, clock } = api.ports;
const now = clock.now();
const negotiator = await repos.users.add(aNegotiator({ email: 'negociateur.crash@example.fr' }));
const property = await repos.properties.add(aProperty({ negotiatorId: negotiator.id }));
const auction = await repos.auctions.add(
  anAuction({
    propertyId: property.id,
    startAt: now - DAY_MS,
    originalEndAt: now + 30 * HOUR_MS,
    endAt: now + 30 * HOUR_MS,
  }),
);
const bidder = async (email: string) => {
  const user = await repos.users.add(aBuyer({ email }));
  await repos.buyerFiles.add(
    aQualifiedBuyerFile({ propertyId: property.id, userId: user.id, visitDoneAt: now - DAY_MS }),
  );
  return viewerOf(user);
};
const first = await bidder('premier.crash@example.fr');
const second = await bidder('second.crash@example.fr');
const placeBid = new PlaceBid(api.ports);
await placeBid.execute({ viewer: first, auctionId: auction.id, amount: 250_000 });
// Everything so far is delivered-or-not; the test looks at the last bid's event only.
const placed = await placeBid.execute({ viewer: second, auctionId: auction.id, amount: 251_000 });
if (!placed.ok) throw new Error(placed.error.code);
process.stdout.write(`committed ${JSON.stringify({ bidId: placed.value.bid.id, auctionId: auction.id })}\n`);
process.kill(process.pid, 'SIGKILL');
