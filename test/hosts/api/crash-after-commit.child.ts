// Run by crash-after-commit.test.ts as its own process: composes the API on the SQLite file of
// DATA_DIR with its outbox worker off (OUTBOX_WORKER=0, so nothing in this process delivers), makes
// a sale with two bidders, places two bids — the second one's BidPlaced event commits in the bid's
// transaction — and is killed with SIGKILL (kill -9) right after that commit.
import { PlaceBid } from '@immo/core';
import { composeApi, readConfig } from '@immo/api';
import { anOutbidSale } from '../../support/outbid-sale.js';

const api = await composeApi(
  readConfig({ ...process.env, OUTBOX_WORKER: '0', SEED_DEMO: '0', WEB_ROOT: '', PORT: '0' }),
);
const { auction, first, second } = await anOutbidSale(api.ports, {
  negotiator: 'negociateur.crash@example.fr',
  first: 'premier.crash@example.fr',
  second: 'second.crash@example.fr',
});
const placeBid = new PlaceBid(api.ports);
await placeBid.execute({ viewer: first, auctionId: auction.id, amount: 250_000 });
// Everything so far is delivered-or-not; the test looks at the last bid's event only.
const placed = await placeBid.execute({ viewer: second, auctionId: auction.id, amount: 251_000 });
if (!placed.ok) throw new Error(placed.error.code);
process.stdout.write(`committed ${JSON.stringify({ bidId: placed.value.bid.id, auctionId: auction.id })}\n`);
process.kill(process.pid, 'SIGKILL');
