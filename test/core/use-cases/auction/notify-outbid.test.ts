import { NotifyOutbid, PlaceBid, type Viewer } from '@immo/core';
import { expect } from 'chai';
import { aLiveSale, aRegisteredBuyer, type Sale } from './fixture.js';

describe('NotifyOutbid: the bidder whose offer was beaten is told by e-mail', () => {
  let sale: Sale;
  let first: Viewer;
  let second: Viewer;
  const bid = async (viewer: Viewer, amount: number) => {
    const placed = await new PlaceBid(sale.kit).execute({ viewer, auctionId: sale.auction.id, amount });
    if (!placed.ok) throw new Error(placed.error.code);
    return placed.value.bid.id;
  };
  const notify = (bidId: number) => new NotifyOutbid(sale.kit).execute({ auctionId: sale.auction.id, bidId });

  beforeEach(async () => {
    sale = await aLiveSale();
    first = await aRegisteredBuyer(sale, { user: { firstName: 'Margaux', email: 'margaux@example.fr' } });
    second = await aRegisteredBuyer(sale, {
      user: { firstName: 'Romain', email: 'romain@example.fr', locale: 'en' },
    });
  });

  it('mails the previous leader the new price, the end and a link to the sale, in French', async () => {
    await bid(first, 250_000);
    const beating = await bid(second, 251_000);

    expect(await notify(beating)).to.deep.equal({ ok: true, value: { notified: first.id } });
    const [mail] = sale.kit.mailer.sent;
    expect(mail?.to).to.equal('margaux@example.fr');
    expect(mail?.subject).to.equal(`Vous avez été surenchéri : ${sale.property.title}`);
    expect(mail?.text).to.include('Bonjour Margaux,');
    expect(mail?.text).to.include('Une offre de 251\u202f000\u00a0€ vient de dépasser la vôtre');
    expect(mail?.text).to.include(`/bien/${sale.property.id}`);
  });

  it('writes in the recipient’s language', async () => {
    await bid(second, 250_000);
    const beating = await bid(first, 252_000);
    await notify(beating);
    expect(sale.kit.mailer.sent[0]?.subject).to.equal(`You have been outbid: ${sale.property.title}`);
    expect(sale.kit.mailer.sent[0]?.text).to.include('An offer of');
  });

  it('mails nobody for the first bid, nor when the leader raises his own offer', async () => {
    const opening = await bid(first, 250_000);
    const raise = await bid(first, 255_000);
    expect(await notify(opening)).to.deep.equal({ ok: true, value: { notified: null } });
    expect(await notify(raise)).to.deep.equal({ ok: true, value: { notified: null } });
    expect(sale.kit.mailer.sent).to.deep.equal([]);
  });

  it('tells the leader just before the bid, not an earlier bidder', async () => {
    await bid(first, 250_000);
    await bid(second, 251_000);
    const third = await aRegisteredBuyer(sale, { user: { email: 'yasmine@example.fr' } });
    const beating = await bid(third, 260_000);
    expect(await notify(beating)).to.deep.equal({ ok: true, value: { notified: second.id } });
  });
});
