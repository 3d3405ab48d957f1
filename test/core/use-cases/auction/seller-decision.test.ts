import { expect } from 'chai';
import { saleOutcome } from '../../../../core/src/domain/auction/outcome.js';
import { viewerOf } from '../../../../core/src/domain/user/user.js';
import { AcceptOffer } from '../../../../core/src/use-cases/accept-offer/accept-offer.js';
import { GetPropertyPage } from '../../../../core/src/use-cases/get-property-page/get-property-page.js';
import { PlaceBid } from '../../../../core/src/use-cases/place-bid/place-bid.js';
import { RefuseOffer } from '../../../../core/src/use-cases/refuse-offer/refuse-offer.js';
import { aNegotiator, aSeller } from '../../../../core/src/testing/index.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';
import { aLiveSale, aRegisteredBuyer, storedAuction } from './fixture.js';

/** A live sale of negotiator Nina with a 251 000 € best offer, and its seller. */
async function aDecision() {
  const sale = await aLiveSale();
  const negotiator = await sale.kit.repos.users.add(
    aNegotiator({ email: 'nina@agence.fr', firstName: 'Nina', locale: 'fr' }),
  );
  await sale.kit.repos.properties.update({ ...sale.property, negotiatorId: negotiator.id });
  const buyer = await aRegisteredBuyer(sale);
  const placed = await new PlaceBid(sale.kit).execute({
    viewer: buyer,
    auctionId: sale.auction.id,
    amount: 251_000,
  });
  if (!placed.ok) throw new Error('bid refused');
  const seller = viewerOf(
    await sale.kit.repos.users.add(
      aSeller({ email: 'vendeur.annecy@example.fr', firstName: 'Paul', lastName: 'Martin' }),
    ),
  );
  return { sale, seller, buyer, bid: placed.value.bid };
}

describe('The seller’s decision', () => {
  it('accepting records who and when, ends the sale at that price, e-mails the negotiator, tells buyers', async () => {
    const { sale, seller, buyer, bid } = await aDecision();
    const result = await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: bid.id });
    expect(result.ok).to.equal(true);
    const now = sale.kit.clock.now();
    expect(await sale.kit.repos.bids.findById(bid.id)).to.include({
      status: 'accepted',
      answeredAt: now,
      answeredBy: seller.id,
    });
    const [mail] = sale.kit.mailer.sent;
    expect(mail?.to).to.equal('nina@agence.fr');
    expect(mail?.subject).to.equal('Offre acceptée par le vendeur : Maison familiale avec jardin à Annecy');
    expect(mail?.text).to.contain(
      "Paul Martin (vendeur.annecy@example.fr) a accepté l'offre de 251\u202f000\u00a0€",
    );
    expect(mail?.text).to.contain('La vente est terminée à ce prix.');

    const page = await new GetPropertyPage(sale.kit).execute({ viewer: buyer, propertyId: sale.property.id });
    expect(page.ok && page.value.outcome).to.deep.equal({ kind: 'accepted', price: 251_000, at: now });
    expect(page.ok && page.value.phase).to.equal('ended');
    expect(page.ok && page.value.negotiator).to.deep.include({ firstName: 'Nina', email: 'nina@agence.fr' });
  });

  it('refusing during the sale lets it go on; after the end it leaves the property unsold', async () => {
    const live = await aDecision();
    await new RefuseOffer(live.sale.kit).execute({ viewer: live.seller, bidId: live.bid.id });
    expect(live.sale.kit.mailer.sent[0]?.text).to.contain('La vente continue.');
    const auction = await storedAuction(live.sale);
    expect(
      saleOutcome(auction, await live.sale.kit.repos.bids.findById(live.bid.id), live.sale.kit.clock.now()),
    ).to.deep.equal({ kind: 'open' });

    const ended = await aDecision();
    ended.sale.kit.clock.advance(31 * HOUR_MS);
    await new RefuseOffer(ended.sale.kit).execute({ viewer: ended.seller, bidId: ended.bid.id });
    expect(ended.sale.kit.mailer.sent[0]?.text).to.contain('La vente étant terminée, le bien est invendu.');
    const page = await new GetPropertyPage(ended.sale.kit).execute({
      viewer: ended.buyer,
      propertyId: ended.sale.property.id,
    });
    expect(page.ok && page.value.outcome).to.deep.equal({ kind: 'unsold', price: 251_000 });
  });

  it('the seller’s own page neither asks him to register nor lets him bid', async () => {
    const { sale, seller } = await aDecision();
    const page = await new GetPropertyPage(sale.kit).execute({
      viewer: seller,
      propertyId: sale.property.id,
    });
    expect(page.ok && page.value).to.include({ isSeller: true, mustRegister: false, checklist: null });
    expect(page.ok && page.value.bidControls).to.deep.equal({ enabled: false, reasons: ['not_a_buyer'] });
  });

  it('a mail server down does not undo the decision', async () => {
    const { sale, seller, bid } = await aDecision();
    sale.kit.mailer.failWith(new Error('smtp down'));
    expect((await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: bid.id })).ok).to.equal(true);
    expect(sale.kit.errors.reported).to.have.length(1);
  });
});
