import {
  ANTI_SNIPING_WINDOW_MS,
  CloseEndedAuctions,
  HOUR_MS,
  MINUTE_MS,
  PlaceBid,
  SendEndingSoonReminders,
  type MailMessage,
  type Viewer,
} from '@immo/core';
import { aNegotiator } from '@immo/core/testing';
import { expect } from 'chai';
import { aLiveSale, aRegisteredBuyer, storedAuction, type Sale } from '../auction/fixture.js';

/** The e-mails written to the outbox, oldest first. */
export const outboxMails = (sale: Sale): MailMessage[] =>
  [...sale.kit.state.eventOutbox.rows.values()]
    .filter((row) => row.topic === 'mail')
    .map((row) => JSON.parse(row.payload) as MailMessage);

const outboxEvents = (sale: Sale) =>
  [...sale.kit.state.eventOutbox.rows.values()]
    .filter((row) => row.topic === 'domain-event')
    .map((row) => JSON.parse(row.payload) as { type: string });

describe('CloseEndedAuctions: the end-of-sale job closes each auction once and tells its people', () => {
  let sale: Sale;
  let margaux: Viewer;
  let romain: Viewer;
  const bid = async (viewer: Viewer, amount: number) => {
    const placed = await new PlaceBid(sale.kit).execute({ viewer, auctionId: sale.auction.id, amount });
    if (!placed.ok) throw new Error(placed.error.code);
  };
  const close = () => new CloseEndedAuctions(sale.kit).execute();

  beforeEach(async () => {
    sale = await aLiveSale();
    // The property's negotiator is user 1 (property mother).
    await sale.kit.repos.users.add(aNegotiator({ firstName: 'Nadia', email: 'nadia@agence.example' }));
    margaux = await aRegisteredBuyer(sale, { user: { firstName: 'Margaux', email: 'margaux@example.fr' } });
    romain = await aRegisteredBuyer(sale, {
      user: { firstName: 'Romain', email: 'romain@example.fr', locale: 'en' },
    });
  });

  it('leaves a live auction alone, then closes it once its end has passed, exactly once', async () => {
    await bid(margaux, 250_000);
    await bid(romain, 251_000);
    expect(await close()).to.deep.equal([]);

    sale.kit.clock.set(sale.auction.endAt);
    expect(await close()).to.deep.equal([sale.auction.id]);
    expect(await close()).to.deep.equal([]);

    const milestone = await sale.kit.repos.auctionMilestones.find(sale.auction.id, 'closed');
    expect(milestone).to.include({ outcome: 'awaiting_seller', price: 251_000, winnerId: romain.id });
    expect(outboxEvents(sale).filter((e) => e.type === 'AuctionClosed')).to.have.length(1);
  });

  it('mails the winner, the other bidder, the seller and the negotiator, each in his language', async () => {
    await bid(margaux, 250_000);
    await bid(romain, 251_000);
    sale.kit.clock.set(sale.auction.endAt + 1000);
    await close();

    const mails = outboxMails(sale);
    expect(mails.map((m) => m.to).sort()).to.deep.equal(
      ['margaux@example.fr', 'nadia@agence.example', 'romain@example.fr', 'vendeur.annecy@example.fr'].sort(),
    );
    const byRecipient = (to: string) => mails.find((m) => m.to === to);
    expect(byRecipient('romain@example.fr')?.text).to.include(
      'Your offer of 251\u202f000\u00a0€ is the best one',
    );
    expect(byRecipient('margaux@example.fr')?.subject).to.equal(`Vente terminée : ${sale.property.title}`);
    expect(byRecipient('margaux@example.fr')?.text).to.include('Votre offre n’a pas été retenue');
    expect(byRecipient('vendeur.annecy@example.fr')?.text).to.include(
      'La meilleure offre est de 251\u202f000\u00a0€',
    );
    expect(byRecipient('nadia@agence.example')?.text).to.include('Terminée, en attente du vendeur');
    expect(byRecipient('nadia@agence.example')?.html).to.include('<!doctype html>');
  });

  it('does not close an auction a last-minute bid extended, and closes it after the new end', async () => {
    await bid(margaux, 250_000);
    sale.kit.clock.set(sale.auction.endAt - ANTI_SNIPING_WINDOW_MS / 2);
    await bid(romain, 251_000);
    const extended = await storedAuction(sale);
    expect(extended.endAt).to.be.greaterThan(sale.auction.endAt);

    sale.kit.clock.set(sale.auction.endAt + 1000);
    expect(await close()).to.deep.equal([]);
    sale.kit.clock.set(extended.endAt);
    expect(await close()).to.deep.equal([sale.auction.id]);
  });

  it('closes once when two workers race, and a sale without bids tells the seller so', async () => {
    sale.kit.clock.set(sale.auction.endAt);
    const [first, second] = await Promise.all([close(), close()]);
    expect([...(first ?? []), ...(second ?? [])]).to.deep.equal([sale.auction.id]);
    const mails = outboxMails(sale);
    expect(mails.map((m) => m.to).sort()).to.deep.equal([
      'nadia@agence.example',
      'vendeur.annecy@example.fr',
    ]);
    expect(mails.find((m) => m.to === 'vendeur.annecy@example.fr')?.text).to.include('sans aucune offre');
  });

  it('spares a bidder who switched the end-of-sale notice off', async () => {
    await bid(margaux, 250_000);
    await bid(romain, 251_000);
    await sale.kit.repos.noticePreferences.save(margaux.id, { sale_ended: false });
    sale.kit.clock.set(sale.auction.endAt);
    await close();
    expect(outboxMails(sale).map((m) => m.to)).not.to.include('margaux@example.fr');
  });
});

describe('SendEndingSoonReminders: registered buyers reminded once, an hour before the end', () => {
  let sale: Sale;
  let margaux: Viewer;
  const remind = () => new SendEndingSoonReminders(sale.kit).execute();

  beforeEach(async () => {
    sale = await aLiveSale();
    await sale.kit.repos.users.add(aNegotiator());
    margaux = await aRegisteredBuyer(sale, { user: { firstName: 'Margaux', email: 'margaux@example.fr' } });
    await aRegisteredBuyer(sale, { user: { email: 'romain@example.fr', locale: 'en' } });
  });

  it('waits for the last hour, then mails every registered buyer once, with an unsubscribe link', async () => {
    sale.kit.clock.set(sale.auction.endAt - HOUR_MS - MINUTE_MS);
    expect(await remind()).to.deep.equal([]);
    sale.kit.clock.set(sale.auction.endAt - HOUR_MS);
    expect(await remind()).to.deep.equal([sale.auction.id]);
    sale.kit.clock.set(sale.auction.endAt - 30 * MINUTE_MS);
    expect(await remind()).to.deep.equal([]);

    const mails = outboxMails(sale);
    expect(mails.map((m) => m.to).sort()).to.deep.equal(['margaux@example.fr', 'romain@example.fr']);
    const french = mails.find((m) => m.to === 'margaux@example.fr');
    expect(french?.subject).to.equal(`Plus qu’une heure : ${sale.property.title}`);
    expect(french?.text).to.include(`/desabonnement?jeton=unsubscribe.${margaux.id}.ending_soon`);
    expect(french?.html).to.include('Ne plus recevoir les rappels de fin de vente');
    expect(mails.find((m) => m.to === 'romain@example.fr')?.subject).to.match(/^One hour left: /);
  });

  it('skips a buyer who switched reminders off', async () => {
    await sale.kit.repos.noticePreferences.save(margaux.id, { ending_soon: false });
    sale.kit.clock.set(sale.auction.endAt - 10 * MINUTE_MS);
    await remind();
    expect(outboxMails(sale).map((m) => m.to)).to.deep.equal(['romain@example.fr']);
  });
});
