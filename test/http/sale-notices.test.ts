// The end-of-sale job and the notice choices on the composed API (issue 13): the job closes a sale
// once, even with two workers racing on one database, its e-mails leave through the outbox; the
// buyer's choices and the unsubscribe link of a reminder work over HTTP.
import { CloseEndedAuctions, HOUR_MS, MINUTE_MS } from '@immo/core';
import { InMemoryErrorReporter } from '@immo/core/testing';
import { openDatabase, type Database } from '@immo/persistence-knex';
import { expect } from 'chai';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { outboxOf } from '../support/outbox.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';
import {
  aSale,
  asBidder,
  bidPath,
  bidders,
  pollPath,
  type Bidder,
  type LiveSale,
} from './auction-fixtures.js';

onEachApiDatabase('http: the end-of-sale job', (kind) => {
  // Nested, so that its hooks run before the scratch database is dropped.
  describe('with two workers', () => {
    let t: TestApi;
    let otherWorker: Database;
    let sale: LiveSale;
    let first: Bidder;
    let second: Bidder;
    const bid = async (bidder: Bidder, amount: number) =>
      expect((await asBidder(t, bidder, 'POST', bidPath(sale), { amount })).status).to.equal(201);
    const saleEndedMails = async () =>
      (await outboxOf(t)).filter((mail) =>
        /Vente terminée|Sale ended|remporté|won the sale/.test(mail.subject),
      );

    before(async function () {
      this.timeout(60_000);
      t = await startTestApi({ databaseUrl: kind.url });
      // A second worker: its own connection pool on the same database, as another process would have
      // (MySQL; the SQLite scratch database lives in one connection, which the second worker shares).
      otherWorker = kind.name === 'MySQL' ? openDatabase(kind.url) : t.api.infrastructure.database;
    });
    after(async () => {
      if (otherWorker !== t?.api.infrastructure.database) await otherWorker?.close();
      await t?.close();
    });
    beforeEach(async () => {
      sale = await aSale(t);
      [first, second] = (await bidders(t, sale, 2)) as [Bidder, Bidder];
    });

    it('closes an ended sale once when two workers race, and mails winner, bidder, seller and negotiator', async () => {
      await bid(first, 250_000);
      await bid(second, 252_000);
      t.clock.set(sale.auction.endAt + 1);
      const mine = t.api.saleMilestones.close;
      const theirs = new CloseEndedAuctions({
        repos: otherWorker.repositories,
        unitOfWork: otherWorker.unitOfWork,
        clock: t.clock,
        errors: new InMemoryErrorReporter(),
        siteUrl: t.api.ports.siteUrl,
      });
      const [a, b] = await Promise.all([mine.execute(), theirs.execute()]);
      expect([...a, ...b].filter((id) => id === sale.auction.id)).to.deep.equal([sale.auction.id]);
      await t.api.infrastructure.outbox.idle();

      const mails = await saleEndedMails();
      const recipients = mails.map((mail) => mail.to).filter((to) => to !== '');
      expect(recipients.sort()).to.deep.equal(
        [
          first.user.email,
          second.user.email,
          t.actors.seller.user.email,
          t.actors.negotiator.user.email,
        ].sort(),
      );
      expect(mails.find((m) => m.to === second.user.email)?.text).to.include(
        'Votre offre de 252\u202f000\u00a0€ est la meilleure',
      );
      const milestone = await t.api.ports.repos.auctionMilestones.find(sale.auction.id, 'closed');
      expect(milestone).to.include({ outcome: 'awaiting_seller', price: 252_000, winnerId: second.user.id });

      // The job runs again (next period, another instance): nothing more.
      await t.api.saleClock?.runNow();
      await t.api.infrastructure.outbox.idle();
      expect(await saleEndedMails()).to.have.length(mails.length);
    });

    it('waits for the end an extension set', async () => {
      await bid(first, 250_000);
      t.clock.set(sale.auction.endAt - MINUTE_MS);
      await bid(second, 251_000);
      const poll = (await (await fetch(`${t.url}${pollPath(sale)}`)).json()) as {
        AdditionalData: { newDateFin: string };
      };
      const newEnd = Date.parse(poll.AdditionalData.newDateFin);
      expect(newEnd).to.be.greaterThan(sale.auction.endAt);

      t.clock.set(sale.auction.endAt + 1000);
      expect(await t.api.saleMilestones.close.execute()).not.to.include(sale.auction.id);
      // The wire's instants are whole seconds.
      t.clock.set(newEnd + 1000);
      expect(await t.api.saleMilestones.close.execute()).to.include(sale.auction.id);
    });

    it('reminds the registered buyers an hour before the end; the link unsubscribes without login', async () => {
      t.clock.set(sale.auction.endAt - HOUR_MS + MINUTE_MS);
      expect(await t.api.saleMilestones.remind.execute()).to.include(sale.auction.id);
      await t.api.infrastructure.outbox.idle();
      const reminder = (await outboxOf(t)).find(
        (mail) => mail.to === first.user.email && mail.subject.startsWith('Plus qu’une heure'),
      );
      const token = decodeURIComponent(/jeton=([^\s"&<]+)/.exec(reminder?.text ?? '')?.[1] ?? '');
      expect(token).not.to.equal('');

      const post = (path: string, json: unknown) =>
        fetch(`${t.url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(json),
        });
      const preview = await post('/api/notifications/desabonnement/apercu', { token });
      expect(await preview.json()).to.deep.equal({ kind: 'ending_soon', unsubscribed: false });
      const done = await post('/api/notifications/desabonnement', { token });
      expect(await done.json()).to.deep.equal({ kind: 'ending_soon', unsubscribed: true });
      expect(await t.api.ports.repos.noticePreferences.find(first.user.id)).to.deep.equal({
        ending_soon: false,
      });
      const forged = await post('/api/notifications/desabonnement', { token: `${token}x` });
      expect(forged.status).to.equal(400);
    });
  });
});

describe('http: notice preferences GET/PUT /api/me/notifications', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('answers every choice, saves a change, refuses a bad one with its field, and needs a login', async () => {
    const get = await t.request('buyer', 'GET', '/api/me/notifications');
    expect(await get.json()).to.deep.equal({
      outbid: true,
      ending_soon: true,
      sale_ended: true,
      offer_answer: true,
      saved_search_alerts: true,
    });
    const put = await t.request('buyer', 'PUT', '/api/me/notifications', { json: { outbid: false } });
    expect(put.status).to.equal(200);
    expect(await put.json()).to.include({ outbid: false, sale_ended: true });
    const bad = await t.request('buyer', 'PUT', '/api/me/notifications', { json: { outbid: 'non' } });
    expect(bad.status).to.equal(400);
    const body = (await bad.json()) as { error: { code: string; fields?: Record<string, unknown> } };
    expect(body.error.code).to.equal('invalid_input');
    expect(Object.keys(body.error.fields ?? {})).to.deep.equal(['outbid']);
    expect((await t.request('anonymous', 'GET', '/api/me/notifications')).status).to.equal(401);
  });
});
