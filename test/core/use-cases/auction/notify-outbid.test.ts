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

  it('tells the same bidders when the notices of many bids are delivered together as one by one', async () => {
    const crowd = [first, second];
    for (let i = 0; i < 3; i += 1)
      crowd.push(await aRegisteredBuyer(sale, { user: { email: `crowd-${i}@example.fr` } }));
    // One of them does not want these notices.
    await sale.kit.repos.noticePreferences.save(crowd[3]!.id, { outbid: false });
    const ids: number[] = [];
    // Leaders changing hands, a bidder raising his own offer, some bids placed at the same instant.
    const order = [0, 1, 1, 2, 0, 3, 4, 4, 2, 1];
    for (const [i, who] of order.entries()) {
      if (i % 3 === 0) sale.kit.clock.advance(1000);
      ids.push(await bid(crowd[who]!, 250_000 + i * 1_000));
    }
    // The seller refused one offer: it no longer leads anybody.
    await sale.kit.repos.bids.setStatus(ids[4]!, 'refused', { at: sale.kit.clock.now(), by: 1 });
    const alone = [];
    for (const id of ids) alone.push(await notify(id));
    const mailsAlone = sale.kit.mailer.sent.map((mail) => [mail.to, mail.text]);
    sale.kit.mailer.sent.length = 0;

    const notifier = new NotifyOutbid(sale.kit);
    const together = await Promise.all(
      [...ids.slice(3), 999_999, ...ids.slice(0, 3)].map((bidId) =>
        notifier.execute({ auctionId: sale.auction.id, bidId }),
      ),
    );
    expect([...together.slice(8), ...together.slice(0, 7)]).to.deep.equal(alone);
    expect(together[7]).to.deep.equal({ ok: true, value: { notified: null } });
    expect(alone.filter((notice) => notice.ok && notice.value.notified !== null)).to.have.length(6);
    expect(sale.kit.mailer.sent.map((mail) => [mail.to, mail.text]).sort()).to.deep.equal(mailsAlone.sort());
  });
});
