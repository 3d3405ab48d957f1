import { expect } from 'chai';
import { HOUR_MS, viewerOf } from '@immo/core';
import { PDFDocument } from 'pdf-lib';
import { pageText } from '../support/pdf-content.js';
import { aNegotiator, DEFAULT_TEST_NOW } from '@immo/core/testing';
import { checkBidChains } from '../../hosts/api/src/bid-chain-check.js';
import { json } from '../support/http.js';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import {
  aSale,
  asBidder,
  bidPath,
  bidders,
  pollPath,
  registerRoles,
  type LiveSale,
} from './auction-fixtures.js';

const autoPath = (sale: LiveSale) => `/api/enchere/${sale.auction.id}/enchere-automatique`;
const chainPath = (sale: LiveSale) => `/api/vente/${sale.property.id}/chaine-encheres`;
const recordPath = (sale: LiveSale) => `/api/vente/${sale.property.id}/proces-verbal.pdf`;

describe('http automatic bids: PUT/GET/DELETE /api/enchere/{enchereId}/enchere-automatique', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_TEST_NOW));

  it('sets, answers a manual bid for its owner, raises and withdraws; the owner sees his maximum and his automatic bids', async () => {
    const sale = await aSale(t);
    const [a, b] = await bidders(t, sale, 2);
    const set = await asBidder(t, a!, 'PUT', autoPath(sale), { maximum: 263_000 });
    expect(set.status).to.equal(200);
    expect(await json(set)).to.deep.include({ maximum: 263_000, maximumDisplay: '263\u202f000\u00a0€' });

    const manual = await asBidder(t, b!, 'POST', bidPath(sale), { amount: 255_000 });
    expect(manual.status).to.equal(201);
    const manualBody = (await json(manual)) as { Enchere: { currentPrice: number } };
    expect(manualBody.Enchere.currentPrice).to.equal(256_000);

    const mine = (await json(await asBidder(t, a!, 'GET', autoPath(sale)))) as {
      encheresAutomatiques: number[];
    };
    const poll = (await json(await t.request('anonymous', 'GET', pollPath(sale)))) as {
      'hydra:member': { id: number; amount: number }[];
    };
    expect(poll['hydra:member'].map((bid) => bid.amount)).to.deep.equal([250_000, 255_000, 256_000]);
    const [first, , third] = poll['hydra:member'];
    expect(mine.encheresAutomatiques).to.deep.equal([first!.id, third!.id]);

    const lower = await asBidder(t, a!, 'PUT', autoPath(sale), { maximum: 260_000 });
    expect(lower.status).to.equal(422);
    expect(await json(lower)).to.deep.include({
      error: {
        code: 'automatic_bid_not_raised',
        message: 'Votre nouveau maximum doit dépasser le précédent (263\u202f000\u00a0€)',
        field: 'maximum',
      },
    });
    expect((await asBidder(t, a!, 'PUT', autoPath(sale), { maximum: 270_000 })).status).to.equal(200);
    const withdrawn = await asBidder(t, a!, 'DELETE', autoPath(sale));
    expect(await json(withdrawn)).to.deep.include({ maximum: null });
    expect((await asBidder(t, a!, 'DELETE', autoPath(sale))).status).to.equal(404);
  });

  it('a manual bid equal to a standing maximum is answered 409 bid_outbid: the maximum took that amount', async () => {
    const sale = await aSale(t);
    const [a, b] = await bidders(t, sale, 2);
    await asBidder(t, a!, 'PUT', autoPath(sale), { maximum: 260_000 });
    const equal = await asBidder(t, b!, 'POST', bidPath(sale), { amount: 260_000 });
    expect(equal.status).to.equal(409);
    expect(((await json(equal)) as { error: { code: string } }).error.code).to.equal('bid_outbid');
    const poll = (await json(await t.request('anonymous', 'GET', pollPath(sale)))) as {
      AdditionalData: { currentPrice: number };
    };
    expect(poll.AdditionalData.currentPrice).to.equal(260_000);
  });

  it('the maximum is never in an answer to anyone else: poll, property page, docs, another bidder’s GET', async () => {
    const sale = await aSale(t);
    const [a, b] = await bidders(t, sale, 2);
    await asBidder(t, a!, 'PUT', autoPath(sale), { maximum: 287_000 });
    await asBidder(t, b!, 'POST', bidPath(sale), { amount: 252_000 });
    const answers = [
      await asBidder(t, b!, 'GET', pollPath(sale)),
      await t.request('anonymous', 'GET', pollPath(sale)),
      await asBidder(t, b!, 'GET', `/api/bien/page/${sale.property.id}`),
      await asBidder(t, b!, 'GET', autoPath(sale)),
      await t.request('seller', 'GET', `/api/vendeur/bien/${sale.property.id}/offres`),
      await t.request('negotiator', 'GET', chainPath(sale)),
    ];
    for (const res of answers) {
      const text = await res.text();
      expect(text).not.to.match(/287\D?000/);
    }
    expect(await json(await asBidder(t, b!, 'GET', autoPath(sale)))).to.deep.include({
      maximum: null,
      encheresAutomatiques: [],
    });
  });

  it('bad input: 400 with the field, translated; a maximum checked as a bid (422, translated)', async () => {
    const sale = await aSale(t);
    const [a] = await bidders(t, sale, 1);
    const missing = await asBidder(t, a!, 'PUT', autoPath(sale), {});
    expect(missing.status).to.equal(400);
    // The edge schema answers a missing field as the forms do: field_required, naming it.
    expect(((await json(missing)) as { error: { code: string; field: string } }).error).to.include({
      code: 'field_required',
      field: 'maximum',
    });
    for (const maximum of ['abc', 1.5, -3, 1e15]) {
      expect((await asBidder(t, a!, 'PUT', autoPath(sale), { maximum })).status).to.equal(400);
    }
    const offGrid = await fetch(`${t.url}${autoPath(sale)}`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${a!.token}`,
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
      },
      body: JSON.stringify({ maximum: 250_500 }),
    });
    expect(offGrid.status).to.equal(422);
    expect(((await json(offGrid)) as { error: { code: string; message: string } }).error).to.deep.include({
      code: 'bid_not_on_step',
    });
  });

  it('authorization: only a buyer allowed to bid sets one; anyone signed in reads only his own', async () => {
    const sale = await aSale(t);
    await registerRoles(t, sale, ['buyer', 'unverifiedBuyer']);
    const expected: Record<RoleName, number> = {
      anonymous: 401,
      buyer: 200,
      unverifiedBuyer: 403,
      newUser: 403,
      negotiator: 403,
      assistance: 403,
      seller: 403,
      admin: 403,
    };
    const got: Record<string, number> = {};
    for (const role of Object.keys(expected) as RoleName[]) {
      got[role] = (await t.request(role, 'PUT', autoPath(sale), { json: { maximum: 300_000 } })).status;
    }
    expect(got).to.deep.equal(expected);
    expect((await t.request('anonymous', 'GET', autoPath(sale))).status).to.equal(401);
    expect((await t.request('anonymous', 'DELETE', autoPath(sale))).status).to.equal(401);
    expect((await t.request('seller', 'GET', autoPath(sale))).status).to.equal(200);
  });
});

describe('http sale record: the bid chain and the PDF for the notary', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(() => t.clock.set(DEFAULT_TEST_NOW));

  async function endedSaleWithBids() {
    const sale = await aSale(t, { auction: { endAt: DEFAULT_TEST_NOW + HOUR_MS } });
    const [a, b] = await bidders(t, sale, 2);
    await asBidder(t, a!, 'PUT', autoPath(sale), { maximum: 270_000 });
    await asBidder(t, b!, 'POST', bidPath(sale), { amount: 255_000 });
    t.clock.set(DEFAULT_TEST_NOW + HOUR_MS - 30_000);
    await asBidder(t, b!, 'POST', bidPath(sale), { amount: 262_000 });
    return { sale, a: a!, b: b! };
  }

  it('verifies the chain for the sale’s negotiator, its seller and admins; 403 for others', async () => {
    const { sale } = await endedSaleWithBids();
    const other = await t.api.ports.repos.users.add(aNegotiator({ email: 'autre-nego@test.immo' }));
    const otherToken = await t.api.ports.tokens.issue({ userId: other.id, roles: other.roles });
    const statuses: Record<string, number> = {};
    for (const role of ['anonymous', 'buyer', 'negotiator', 'seller', 'admin', 'assistance'] as RoleName[]) {
      statuses[role] = (await t.request(role, 'GET', chainPath(sale))).status;
    }
    statuses.otherNegotiator = (
      await fetch(`${t.url}${chainPath(sale)}`, { headers: { Authorization: `Bearer ${otherToken}` } })
    ).status;
    expect(statuses).to.deep.equal({
      anonymous: 401,
      buyer: 403,
      negotiator: 200,
      seller: 200,
      admin: 200,
      assistance: 403,
      otherNegotiator: 403,
    });
    const report = (await json(await t.request('negotiator', 'GET', chainPath(sale)))) as Record<
      string,
      unknown
    >;
    expect(report).to.deep.include({
      valide: true,
      nombreEncheres: 5,
      message: 'Chaîne intègre : 5 enchères vérifiées',
    });
    expect(report.empreinteFinale).to.match(/^[0-9a-f]{64}$/);
  });

  it('one stored bid altered in the database: the route and the command name it', async () => {
    const { sale } = await endedSaleWithBids();
    const bids = await t.api.ports.repos.bids.listByAuction(sale.auction.id);
    const victim = bids[2]!;
    await t.api.infrastructure.database
      .knex('bids')
      .where('id', victim.id)
      .update({ amount: victim.amount - 500 });

    const res = await t.request('seller', 'GET', chainPath(sale), { headers: { 'Accept-Language': 'en' } });
    expect(await json(res)).to.deep.include({
      valide: false,
      premiereEnchereAlteree: victim.id,
      raison: 'hash_mismatch',
      message: `Chain broken: bid no. ${victim.id} was altered`,
    });
    const [check] = await checkBidChains(t.api.ports.repos, t.clock.now(), [sale.property.id]);
    expect(check?.verdict).to.deep.include({ valid: false, firstAlteredBidId: victim.id });

    // Changing the time by one microsecond is caught too.
    await t.api.infrastructure.database.knex('bids').where('id', victim.id).update({ amount: victim.amount });
    expect(await json(await t.request('admin', 'GET', chainPath(sale)))).to.deep.include({ valide: true });
    const [row] = await t.api.infrastructure.database
      .knex('bids')
      .where('id', bids[4]!.id)
      .select('placed_at');
    const stored = String((row as { placed_at: string }).placed_at);
    const shifted = stored.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    await t.api.infrastructure.database.knex('bids').where('id', bids[4]!.id).update({ placed_at: shifted });
    expect(await json(await t.request('admin', 'GET', chainPath(sale)))).to.deep.include({
      valide: false,
      premiereEnchereAlteree: bids[4]!.id,
    });
  });

  it('the PDF of an ended sale: for the negotiator, the seller and admins, 403 for others, 409 before the end', async () => {
    const { sale } = await endedSaleWithBids();
    expect((await t.request('negotiator', 'GET', recordPath(sale))).status).to.equal(409);
    t.clock.set(DEFAULT_TEST_NOW + 2 * HOUR_MS);
    for (const role of ['negotiator', 'seller', 'admin'] as RoleName[]) {
      const res = await t.request(role, 'GET', recordPath(sale));
      expect(res.status, role).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('application/pdf');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).to.equal('%PDF-');
    }
    for (const role of ['buyer', 'assistance', 'unverifiedBuyer'] as RoleName[]) {
      expect((await t.request(role, 'GET', recordPath(sale))).status, role).to.equal(403);
    }
    expect((await t.request('anonymous', 'GET', recordPath(sale))).status).to.equal(401);
  });

  it('the PDF holds every bid to the microsecond, bidder, automatic or manual, the extension and the final hash', async () => {
    const { sale, a, b } = await endedSaleWithBids();
    t.clock.set(DEFAULT_TEST_NOW + 2 * HOUR_MS);
    const record = await t.api.useCases.getSaleRecord.execute({
      viewer: viewerOf(t.actors.negotiator.user),
      propertyId: sale.property.id,
      locale: 'fr',
    });
    expect(record.ok).to.equal(true);
    const pdf = await PDFDocument.load(record.ok ? record.value.bytes : new Uint8Array());
    const text = pdf.getPages().map(pageText).join('\n');
    const bids = await t.api.ports.repos.bids.listByAuction(sale.auction.id);
    for (const bid of bids) expect(text).to.include(`#${bid.id}`);
    expect(text).to.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}/);
    expect(text).to.include('automatique').and.to.include('manuelle');
    expect(text).to.include(a.user.lastName).and.to.include(b.user.email);
    expect(text).to.include('fin report');
    expect(text).to.include(bids.at(-1)!.chainHash!);
  });
});
