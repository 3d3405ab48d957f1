import { expect } from 'chai';
import { ANONYMOUS, viewerOf } from '../../../../core/src/domain/user/user.js';
import { AcceptOffer } from '../../../../core/src/use-cases/accept-offer/accept-offer.js';
import { ListOffers } from '../../../../core/src/use-cases/list-offers/list-offers.js';
import { PlaceBid } from '../../../../core/src/use-cases/place-bid/place-bid.js';
import { RefuseOffer } from '../../../../core/src/use-cases/refuse-offer/refuse-offer.js';
import { anAdmin, aSeller } from '../../../../core/src/testing/index.js';
import { aLiveSale, aRegisteredBuyer } from './fixture.js';

async function aSaleWithOffers() {
  const sale = await aLiveSale();
  const placeBid = new PlaceBid(sale.kit);
  const buyer = await aRegisteredBuyer(sale);
  const low = await placeBid.execute({ viewer: buyer, auctionId: sale.auction.id, amount: 250_000 });
  const high = await placeBid.execute({ viewer: buyer, auctionId: sale.auction.id, amount: 253_000 });
  if (!low.ok || !high.ok) throw new Error('bids refused');
  const seller = viewerOf(await sale.kit.repos.users.add(aSeller({ email: 'Vendeur.Annecy@example.fr' })));
  return { sale, seller, buyer, low: low.value.bid, high: high.value.bid };
}

describe('ListOffers', () => {
  it('lists the offers highest first for the seller, with what may be done with each', async () => {
    const { sale, seller, low, high } = await aSaleWithOffers();
    const result = await new ListOffers(sale.kit).execute({ viewer: seller, propertyId: sale.property.id });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value).to.deep.include({ propertyId: sale.property.id, phase: 'live' });
    expect(result.value.auction).to.include({ id: sale.auction.id, currentPrice: 253_000 });
    expect(result.value.offers).to.deep.equal([
      { bid: high, highest: true, canAccept: true, canRefuse: true },
      { bid: low, highest: false, canAccept: false, canRefuse: true },
    ]);
  });

  it('shows the answers given, and nothing more to do once an offer was accepted', async () => {
    const { sale, seller, low, high } = await aSaleWithOffers();
    await new RefuseOffer(sale.kit).execute({ viewer: seller, bidId: low.id });
    await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: high.id });
    const result = await new ListOffers(sale.kit).execute({ viewer: seller, propertyId: sale.property.id });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.phase).to.equal('ended');
    expect(result.value.offers.map((o) => [o.bid.status, o.canAccept, o.canRefuse])).to.deep.equal([
      ['accepted', false, false],
      ['refused', false, false],
    ]);
  });

  it('lets an administrator read them', async () => {
    const { sale } = await aSaleWithOffers();
    const admin = viewerOf(await sale.kit.repos.users.add(anAdmin()));
    const result = await new ListOffers(sale.kit).execute({ viewer: admin, propertyId: sale.property.id });
    expect(result.ok && result.value.offers).to.have.length(2);
  });

  it('refuses the anonymous, a buyer, a seller of another property, an unknown or malformed property', async () => {
    const { sale, buyer } = await aSaleWithOffers();
    const useCase = new ListOffers(sale.kit);
    const stranger = viewerOf(await sale.kit.repos.users.add(aSeller({ email: 'autre@example.fr' })));
    expect(await useCase.execute({ viewer: ANONYMOUS, propertyId: sale.property.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    for (const viewer of [buyer, stranger]) {
      expect(await useCase.execute({ viewer, propertyId: sale.property.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
    expect(await useCase.execute({ viewer: stranger, propertyId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'propertyId' },
    });
    expect(await useCase.execute({ viewer: stranger, propertyId: '1' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'propertyId' },
    });
  });
});
