import {
  AcceptOffer,
  GetNoticePreferences,
  NotifyOfferAnswer,
  PlaceBid,
  PurgeDeliveredOutbox,
  RefuseOffer,
  SaveNoticePreferences,
  UnsubscribeFromNotice,
  DAY_MS,
  type Viewer,
} from '@immo/core';
import { aSeller } from '@immo/core/testing';
import { viewerOf } from '../../../../core/src/domain/user/user.js';
import { expect } from 'chai';
import { aLiveSale, aRegisteredBuyer, type Sale } from '../auction/fixture.js';

describe('Notice preferences: chosen in the buyer space, switched off by an alert’s link', () => {
  let sale: Sale;
  let margaux: Viewer;

  beforeEach(async () => {
    sale = await aLiveSale();
    margaux = await aRegisteredBuyer(sale, { user: { email: 'margaux@example.fr' } });
  });

  it('starts with every notice on, keeps what the user switched', async () => {
    const get = () => new GetNoticePreferences(sale.kit).execute({ viewer: margaux });
    expect(await get()).to.deep.equal({
      ok: true,
      value: {
        outbid: true,
        ending_soon: true,
        sale_ended: true,
        offer_answer: true,
        saved_search_alerts: true,
      },
    });
    const saved = await new SaveNoticePreferences(sale.kit).execute({
      viewer: margaux,
      change: { outbid: false },
    });
    expect(saved.ok && saved.value.outbid).to.equal(false);
    const again = await get();
    expect(again.ok && again.value).to.include({ outbid: false, ending_soon: true });
  });

  it('refuses an unknown kind or a value that is not a boolean, naming the field', async () => {
    const save = (change: unknown) =>
      new SaveNoticePreferences(sale.kit).execute({ viewer: margaux, change });
    expect(await save({ spam: true })).to.deep.include({ ok: false });
    const wrong = await save({ outbid: 'non' });
    expect(!wrong.ok && wrong.error).to.include({ code: 'invalid_input', field: 'outbid' });
  });

  it('an unsubscribe link asks first (changes nothing), then switches its kind off without login', async () => {
    const token = await sale.kit.unsubscribeTokens.sign({ userId: margaux.id, kind: 'ending_soon' });
    const unsubscribe = new UnsubscribeFromNotice(sale.kit);
    expect(await unsubscribe.execute({ token, confirm: false })).to.deep.equal({
      ok: true,
      value: { kind: 'ending_soon', unsubscribed: false },
    });
    expect(await unsubscribe.execute({ token, confirm: true })).to.deep.equal({
      ok: true,
      value: { kind: 'ending_soon', unsubscribed: true },
    });
    expect(await sale.kit.repos.noticePreferences.find(margaux.id)).to.deep.equal({ ending_soon: false });
    const forged = await unsubscribe.execute({ token: 'unsubscribe.999.ending_soon', confirm: true });
    expect(!forged.ok && forged.error.code).to.equal('invalid_input');
  });
});

describe('NotifyOfferAnswer: the bidder told of the seller’s answer to his offer', () => {
  it('mails the accepted and the refused bidder; a refusal respects his choice', async () => {
    const sale = await aLiveSale();
    const seller = viewerOf(await sale.kit.repos.users.add(aSeller({ email: 'vendeur.annecy@example.fr' })));
    const margaux = await aRegisteredBuyer(sale, {
      user: { firstName: 'Margaux', email: 'margaux@example.fr' },
    });
    const romain = await aRegisteredBuyer(sale, { user: { email: 'romain@example.fr' } });
    const bid = async (viewer: Viewer, amount: number) => {
      const placed = await new PlaceBid(sale.kit).execute({ viewer, auctionId: sale.auction.id, amount });
      if (!placed.ok) throw new Error(placed.error.code);
      return placed.value.bid.id;
    };
    const first = await bid(margaux, 250_000);
    const refused = await new RefuseOffer(sale.kit).execute({ viewer: seller, bidId: first });
    expect(refused.ok).to.equal(true);
    const notify = new NotifyOfferAnswer(sale.kit);
    await notify.execute({ decision: 'refused', bidId: first });
    const mail = sale.kit.mailer.sent.find((m) => m.to === 'margaux@example.fr');
    expect(mail?.subject).to.equal(`Votre offre n’a pas été retenue : ${sale.property.title}`);
    expect(mail?.text).to.include('La vente continue');

    const second = await bid(romain, 251_000);
    await new AcceptOffer(sale.kit).execute({ viewer: seller, bidId: second });
    await sale.kit.repos.noticePreferences.save(romain.id, { offer_answer: false });
    await notify.execute({ decision: 'accepted', bidId: second });
    expect(sale.kit.mailer.sent.find((m) => m.to === 'romain@example.fr')?.subject).to.equal(
      `Votre offre est acceptée : ${sale.property.title}`,
    );
  });
});

describe('PurgeDeliveredOutbox: delivered entries go after the retention, undelivered ones never', () => {
  it('deletes what was delivered over a week ago', async () => {
    const sale = await aLiveSale();
    const { eventOutbox } = sale.kit.repos;
    const now = sale.kit.clock.now();
    const old = await eventOutbox.add('mail', { to: 'a@example.fr' }, now - 9 * DAY_MS);
    await eventOutbox.markDelivered(old, now - 8 * DAY_MS);
    const recent = await eventOutbox.add('mail', { to: 'b@example.fr' }, now - DAY_MS);
    await eventOutbox.markDelivered(recent, now - DAY_MS);
    const waiting = await eventOutbox.add('mail', { to: 'c@example.fr' }, now - 30 * DAY_MS);

    expect(await new PurgeDeliveredOutbox(sale.kit).execute()).to.equal(1);
    expect(await eventOutbox.findById(old)).to.equal(null);
    expect(await eventOutbox.findById(recent)).not.to.equal(null);
    expect(await eventOutbox.findById(waiting)).not.to.equal(null);
  });
});
