import { expect } from 'chai';
import { auctionPhase } from '../../../../core/src/domain/auction/phase.js';
import { ANONYMOUS, viewerOf, type Viewer } from '../../../../core/src/domain/user/user.js';
import { AcceptOffer } from '../../../../core/src/use-cases/accept-offer/accept-offer.js';
import { PlaceBid } from '../../../../core/src/use-cases/place-bid/place-bid.js';
import { RefuseOffer } from '../../../../core/src/use-cases/refuse-offer/refuse-offer.js';
import { anAdmin, aSeller, aUser } from '../../../../core/src/testing/index.js';
import { aLiveSale, aRegisteredBuyer, storedAuction, type Sale } from './fixture.js';

// aProperty's vendor: vendeur.annecy@example.fr.
const VENDOR_EMAIL = 'vendeur.annecy@example.fr';

/** A live sale with two bids (250 000 € then 251 000 €) and the property's seller. */
async function aSaleWithOffers() {
  const sale = await aLiveSale();
  const placeBid = new PlaceBid(sale.kit);
  const [first, second] = [await aRegisteredBuyer(sale), await aRegisteredBuyer(sale)];
  const low = await placeBid.execute({ viewer: first, auctionId: sale.auction.id, amount: 250_000 });
  const high = await placeBid.execute({ viewer: second, auctionId: sale.auction.id, amount: 251_000 });
  if (!low.ok || !high.ok) throw new Error('bids refused');
  const seller = viewerOf(await sale.kit.repos.users.add(aSeller({ email: VENDOR_EMAIL })));
  sale.kit.events.clear();
  return { sale, seller, low: low.value.bid, high: high.value.bid, bidders: [first, second] };
}

const another = async (sale: Sale, make: typeof aUser, email: string): Promise<Viewer> =>
  viewerOf(await sale.kit.repos.users.add(make({ email })));

for (const [name, UseCase] of [
  ['AcceptOffer', AcceptOffer],
  ['RefuseOffer', RefuseOffer],
] as const) {
  describe(`${name}: who may answer`, () => {
    it('a seller of another property is forbidden', async () => {
      const { sale, high } = await aSaleWithOffers();
      const stranger = await another(sale, aSeller, 'autre.vendeur@example.fr');
      expect(await new UseCase(sale.kit).execute({ viewer: stranger, bidId: high.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    });

    it('a ROLE_USER with the vendor’s e-mail but not ROLE_VENDEUR is forbidden', async () => {
      const { sale, high } = await aSaleWithOffers();
      const plain = await another(sale, aUser, 'proprietaire@example.fr');
      await sale.kit.repos.properties.update({
        ...sale.property,
        vendors: [{ email: 'proprietaire@example.fr', primary: true }],
      });
      expect(await new UseCase(sale.kit).execute({ viewer: plain, bidId: high.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    });

    it('a bidder is forbidden', async () => {
      const { sale, high, bidders } = await aSaleWithOffers();
      const result = await new UseCase(sale.kit).execute({ viewer: bidders[1]!, bidId: high.id });
      expect(result).to.deep.equal({ ok: false, error: { code: 'forbidden' } });
    });

    it('an anonymous visitor is unauthenticated', async () => {
      const { sale, high } = await aSaleWithOffers();
      expect(await new UseCase(sale.kit).execute({ viewer: ANONYMOUS, bidId: high.id })).to.deep.equal({
        ok: false,
        error: { code: 'unauthenticated' },
      });
    });

    it('an unknown bid is not found, a malformed id is invalid', async () => {
      const { sale, seller } = await aSaleWithOffers();
      expect(await new UseCase(sale.kit).execute({ viewer: seller, bidId: 404 })).to.deep.equal({
        ok: false,
        error: { code: 'not_found', field: 'bidId' },
      });
      expect(await new UseCase(sale.kit).execute({ viewer: seller, bidId: '2' })).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field: 'bidId' },
      });
    });

    it('the seller may, whatever the case of the e-mail', async () => {
      const { sale, high } = await aSaleWithOffers();
      await sale.kit.repos.properties.update({
        ...sale.property,
        vendors: [
          { email: 'co.vendeur@example.fr', primary: true },
          { email: 'Vendeur.Annecy@Example.fr', primary: false },
        ],
      });
      const seller = await another(sale, aSeller, 'VENDEUR.annecy@example.fr');
      expect((await new UseCase(sale.kit).execute({ viewer: seller, bidId: high.id })).ok).to.equal(true);
    });

    it('an admin may', async () => {
      const { sale, high } = await aSaleWithOffers();
      const admin = await another(sale, anAdmin, 'admin.plateforme@example.fr');
      expect((await new UseCase(sale.kit).execute({ viewer: admin, bidId: high.id })).ok).to.equal(true);
    });
  });
}

describe('AcceptOffer', () => {
  it('accepts the highest offer: the sale ends now, the bid is accepted, OfferAccepted is published', async () => {
    const { sale, seller, high } = await aSaleWithOffers();
    sale.kit.clock.advance(60_000);
    const now = sale.kit.clock.now();

    const result = await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: high.id });

    const stored = await storedAuction(sale);
    expect(stored).to.include({ closedAt: now, acceptedBidId: high.id, currentPrice: 251_000 });
    expect(result).to.deep.equal({
      ok: true,
      value: {
        bid: { ...high, status: 'accepted', answeredAt: now, answeredBy: seller.id },
        auction: stored,
      },
    });
    expect((await sale.kit.repos.bids.findById(high.id))?.status).to.equal('accepted');
    expect(auctionPhase(stored, now)).to.equal('ended');
    expect(sale.kit.events.events).to.deep.equal([
      { type: 'OfferAccepted', auctionId: sale.auction.id, bidId: high.id },
    ]);
  });

  it('accepts after the scheduled end too', async () => {
    const { sale, seller, high } = await aSaleWithOffers();
    sale.kit.clock.set(sale.auction.endAt + 3_600_000);
    const result = await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: high.id });
    expect(result.ok && result.value.auction.closedAt).to.equal(sale.auction.endAt + 3_600_000);
  });

  it('stops the bidding: a later bid is refused as ended', async () => {
    const { sale, seller, high, bidders } = await aSaleWithOffers();
    await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: high.id });
    const result = await new PlaceBid(sale.kit).execute({
      viewer: bidders[0]!,
      auctionId: sale.auction.id,
      amount: 252_000,
    });
    expect(result).to.deep.equal({ ok: false, error: { code: 'auction_ended' } });
  });

  it('refuses an offer that is not the highest', async () => {
    const { sale, seller, low } = await aSaleWithOffers();
    const result = await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: low.id });
    expect(result).to.deep.equal({ ok: false, error: { code: 'offer_not_highest' } });
    expect((await storedAuction(sale)).closedAt).to.equal(null);
    expect(sale.kit.events.events).to.deep.equal([]);
  });

  it('refuses a second acceptance', async () => {
    const { sale, seller, high } = await aSaleWithOffers();
    await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: high.id });
    const result = await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: high.id });
    expect(result).to.deep.equal({ ok: false, error: { code: 'offer_sale_closed' } });
  });

  it('refuses an offer already refused', async () => {
    const { sale, seller, high } = await aSaleWithOffers();
    await new RefuseOffer(sale.kit).execute({ viewer: seller, bidId: high.id });
    const result = await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: high.id });
    expect(result).to.deep.equal({ ok: false, error: { code: 'offer_already_answered' } });
  });
});

describe('RefuseOffer', () => {
  it('refuses the offer and the auction goes on from the best offer still standing; OfferRefused is published', async () => {
    const { sale, seller, low, high, bidders } = await aSaleWithOffers();
    const before = await storedAuction(sale);
    const after = { ...before, currentPrice: low.amount, lastBidId: low.id };

    const result = await new RefuseOffer(sale.kit).execute({ viewer: seller, bidId: high.id });

    expect(result).to.deep.equal({
      ok: true,
      value: {
        bid: { ...high, status: 'refused', answeredAt: sale.kit.clock.now(), answeredBy: seller.id },
        auction: after,
      },
    });
    expect((await sale.kit.repos.bids.findById(high.id))?.status).to.equal('refused');
    expect(await storedAuction(sale)).to.deep.equal(after);
    expect(sale.kit.events.events).to.deep.equal([
      { type: 'OfferRefused', auctionId: sale.auction.id, bidId: high.id },
    ]);
    const next = await new PlaceBid(sale.kit).execute({
      viewer: bidders[0]!,
      auctionId: sale.auction.id,
      amount: 252_000,
    });
    expect(next.ok).to.equal(true);
  });

  it('refuses any offer, not only the highest', async () => {
    const { sale, seller, low } = await aSaleWithOffers();
    expect((await new RefuseOffer(sale.kit).execute({ viewer: seller, bidId: low.id })).ok).to.equal(true);
  });

  it('answers an offer once only', async () => {
    const { sale, seller, low } = await aSaleWithOffers();
    await new RefuseOffer(sale.kit).execute({ viewer: seller, bidId: low.id });
    const result = await new RefuseOffer(sale.kit).execute({ viewer: seller, bidId: low.id });
    expect(result).to.deep.equal({ ok: false, error: { code: 'offer_already_answered' } });
  });

  it('refuses once the seller accepted an offer', async () => {
    const { sale, seller, low, high } = await aSaleWithOffers();
    await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: high.id });
    const result = await new RefuseOffer(sale.kit).execute({ viewer: seller, bidId: low.id });
    expect(result).to.deep.equal({ ok: false, error: { code: 'offer_sale_closed' } });
  });
});
