// The demo data on the real composed API (SQLite in memory, every adapter), from an empty database:
// what `npm start` shows on a fresh clone.
import { CHEAP_ARGON2_PARAMETERS, Argon2PasswordHasher } from '@immo/auth';
import {
  PROPERTY_TYPE_CODES,
  auctionPhase,
  bidderBlocks,
  defaultSearchCriteria,
  isInFinalPhase,
  photoRenditionKey,
  readAllBytes,
  type Auction,
  type Bid,
  type Instant,
  type Property,
} from '@immo/core';
import { ManualClock } from '@immo/core/testing';
import { composeApi, readConfig, type ComposedApi } from '@immo/api';
import { expect } from 'chai';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  seedDemoData,
  type SeedSummary,
} from '../../hosts/api/src/seed/index.js';
import { listen, type RunningServer } from '../support/http.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Sale {
  property: Property;
  auction: Auction;
  bids: Bid[];
}

describe('Demo data (seedDemoData on the composed API)', function () {
  this.timeout(180_000);

  // Whole seconds, as the system clock would read at start-up.
  const t0: Instant = Math.floor(Date.now() / 1000) * 1000;
  let dataDir: string;
  let api: ComposedApi;
  let server: RunningServer;
  let summary: SeedSummary;
  let sales: Sale[];

  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'immo-seed-'));
    const config = readConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'sqlite::memory:',
      JWT_SECRET: 'test-secret-of-at-least-thirty-two-bytes!!',
      SEED_DEMO: '0',
      PORT: '0',
    });
    api = await composeApi(config, {
      overrides: { clock: new ManualClock(t0), hasher: new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS) },
      loginRateLimit: { max: 1_000, durationMs: 60_000 },
      checkResponses: true,
    });
    server = await listen(api.app);
    expect((await api.ports.repos.users.list({ page: 1, pageSize: 1 })).total).to.equal(0);
    summary = await seedDemoData(api.ports);
    await api.infrastructure.outbox.idle();

    const { items } = await api.ports.repos.properties.list({ now: t0, page: 1, pageSize: 500 });
    sales = [];
    for (const property of items) {
      const auction = await api.ports.repos.auctions.findByPropertyId(property.id);
      if (!auction) throw new Error(`no auction for property ${property.id}`);
      sales.push({ property, auction, bids: await api.ports.repos.bids.listByAuction(auction.id) });
    }
  });

  after(async () => {
    await server?.close();
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const phaseOf = (sale: Sale) => auctionPhase(sale.auction, t0);
  const userByEmail = async (email: string) => {
    const user = await api.ports.repos.users.findByEmail(email);
    if (!user) throw new Error(`no user ${email}`);
    return user;
  };

  it('reports what it wrote, in a few seconds', () => {
    expect(summary.seeded).to.equal(true);
    expect(summary.startedAt).to.equal(t0);
    expect(summary.sales).to.have.length(sales.length);
    expect(summary.bids).to.equal(sales.reduce((n, s) => n + s.bids.length, 0));
    console.log(
      `      seed: ${summary.seconds} s, ${summary.sales.length} sales, ${summary.bids} bids, ${summary.photos} photos, ${summary.documents} documents`,
      `\n      by type: ${JSON.stringify(summary.byType)}\n      by phase: ${JSON.stringify(summary.byPhase)}`,
    );
  });

  it('creates at least 40 properties covering every type code, in real communes', () => {
    expect(sales.length).to.be.at.least(40);
    const types = new Set(sales.map((s) => s.property.type));
    for (const code of PROPERTY_TYPE_CODES) expect(types, code).to.include(code);
    for (const { property } of sales) {
      expect(property.address.postcode).to.match(/^\d{5}$/);
      expect(property.address.inseeCode).to.match(/^\d[\dAB]\d{3}$/);
      expect(property.address.postcode.slice(0, 2)).to.equal(property.address.department.slice(0, 2));
      expect(property.address.lat).to.be.within(41, 51.5);
      expect(property.address.lng).to.be.within(-5.5, 10);
      expect(property.title.length).to.be.within(10, 120);
      expect(property.neighbourhoodDescription.length).to.be.within(1, 100);
      expect(property.firstPrice).to.be.greaterThan(property.netSellerPrice);
      expect(property.vendors.length).to.be.at.least(1);
    }
    const cities = new Set(sales.map((s) => s.property.address.city));
    expect(cities.size).to.be.at.least(40);
    for (const city of [
      'Annecy',
      'Lyon',
      'Bordeaux',
      'Saint-Émilion',
      'Chamonix-Mont-Blanc',
      'Sarlat-la-Canéda',
    ])
      expect(cities, city).to.include(city);
  });

  it('has sales in every phase relative to start-up time', () => {
    const upcoming = sales.filter((s) => phaseOf(s) === 'upcoming');
    const live = sales.filter((s) => phaseOf(s) === 'live');
    const liveOpen = live.filter((s) => !isInFinalPhase(s.auction, t0));
    const liveFinal = live.filter((s) => isInFinalPhase(s.auction, t0));
    const ended = sales.filter((s) => phaseOf(s) === 'ended');
    expect(upcoming.length).to.be.at.least(5);
    for (const s of upcoming) {
      expect(s.auction.startAt - t0).to.be.within(2 * 24 * HOUR - HOUR, 21 * 24 * HOUR);
      expect(s.bids).to.have.length(0);
    }
    expect(liveOpen.length).to.be.at.least(5);
    for (const s of liveOpen) expect(s.auction.endAt - t0).to.be.greaterThan(36 * HOUR);
    expect(liveFinal.length).to.be.at.least(5);
    for (const s of liveFinal) {
      expect(s.bids.length, s.property.reference).to.be.at.least(5);
      expect(new Set(s.bids.map((b) => b.userId)).size).to.be.at.least(2);
    }
    const endedWithPrice = ended.filter((s) => s.auction.closedAt === null && s.bids.length > 0);
    expect(endedWithPrice.length).to.be.at.least(5);
    for (const s of endedWithPrice) expect(s.auction.currentPrice).to.equal(s.bids.at(-1)!.amount);
    const accepted = ended.filter((s) => s.auction.closedAt !== null);
    expect(accepted).to.have.length(1);
    const [acceptedSale] = accepted;
    expect(acceptedSale!.auction.acceptedBidId).to.equal(acceptedSale!.bids.at(-1)!.id);
    expect(acceptedSale!.bids.at(-1)!.status).to.equal('accepted');
    expect(acceptedSale!.auction.closedAt).to.be.lessThan(t0);
    expect(acceptedSale!.auction.endAt).to.be.greaterThan(t0);
  });

  it('has one live sale ending about 10 minutes after start-up, with offers', () => {
    const closing = sales.filter((s) => phaseOf(s) === 'live' && s.auction.endAt - t0 <= 15 * MINUTE);
    expect(closing).to.have.length(1);
    const [sale] = closing;
    expect(sale!.auction.endAt - t0).to.be.within(10 * MINUTE, 11 * MINUTE);
    expect(sale!.bids.length).to.be.at.least(5);
    // Not extended: every offer came well before the last two minutes.
    expect(sale!.auction.endAt).to.equal(sale!.auction.originalEndAt);
    expect(summary.closingSale).to.include({ bienId: sale!.property.id, enchereId: sale!.auction.id });
    // The demo buyers can outbid the last offer.
    const lastBidder = sale!.bids.at(-1)!.userId;
    return Promise.all(
      ['acheteur@demo.immo', 'acheteur2@demo.immo'].map(async (email) =>
        expect((await userByEmail(email)).id).to.not.equal(lastBidder),
      ),
    );
  });

  it('keeps every bid history on the step grid, increasing, in the past', () => {
    for (const { property, auction, bids } of sales) {
      expect(auction.bidCount, property.reference).to.equal(bids.length);
      expect(auction.currentPrice).to.equal(bids.at(-1)?.amount ?? null);
      expect(auction.lastBidId).to.equal(bids.at(-1)?.id ?? null);
      bids.forEach((bid, i) => {
        expect((bid.amount - auction.firstPrice) % auction.step, property.reference).to.equal(0);
        expect(bid.placedAt).to.be.lessThan(t0);
        expect(bid.placedAt).to.be.at.least(auction.startAt);
        if (i === 0) expect(bid.amount).to.equal(auction.firstPrice);
        else {
          const previous = bids[i - 1]!;
          expect(bid.amount).to.be.at.least(previous.amount + auction.step);
          expect(bid.placedAt).to.be.greaterThan(previous.placedAt);
          expect(bid.userId).to.not.equal(previous.userId);
        }
      });
    }
  });

  it('logs in every demo account with Demo-2026!', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await userByEmail(account.email);
      expect(user.roles, account.email).to.deep.equal(account.roles);
      expect(user.emailVerifiedAt).to.be.a('number');
      const res = await fetch(`${server.url}/api/login_check`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: account.email, password: DEMO_PASSWORD }),
      });
      if (res.status === 404) {
        // The route is not there yet: the stored hash must still match the password.
        expect(await api.ports.hasher.verify(user.passwordHash, DEMO_PASSWORD), account.email).to.equal(true);
      } else {
        expect(res.status, account.email).to.equal(200);
        expect(((await res.json()) as { token?: unknown }).token).to.be.a('string');
        expect(res.headers.get('set-cookie')).to.match(/^BEARER=/);
      }
    }
    const others = await api.ports.repos.users.list({ page: 1, pageSize: 100 });
    expect(others.total).to.be.at.least(DEMO_ACCOUNTS.length + 10);
  });

  it('gives each demo account its role and rights', async () => {
    const acheteur = await userByEmail('acheteur@demo.immo');
    const acheteur2 = await userByEmail('acheteur2@demo.immo');
    const nouveau = await userByEmail('nouveau@demo.immo');
    const negociateur = await userByEmail('negociateur@demo.immo');
    const assistance = await userByEmail('assistance@demo.immo');
    for (const buyer of [acheteur, acheteur2]) {
      expect(buyer.identityVerifiedAt).to.be.a('number');
      expect(buyer.biddingSuspendedAt).to.equal(null);
      for (const sale of sales.filter((s) => phaseOf(s) === 'live')) {
        const file = await api.ports.repos.buyerFiles.find(sale.property.id, buyer.id);
        expect(file, `${buyer.email} on ${sale.property.reference}`).to.not.equal(null);
        // Who may bid (core's bidderBlocks): nothing blocks the demo buyers on the live sales.
        expect(bidderBlocks({ account: buyer, file }), sale.property.reference).to.deep.equal([]);
      }
    }
    expect(await api.ports.repos.buyerFiles.listByUser(nouveau.id)).to.have.length(0);
    expect(assistance.assistance).to.equal(true);
    expect(assistance.roles).to.include('ROLE_NEGOCIATEUR');
    const owners = sales.map((s) => s.property.negotiatorId);
    expect(owners.filter((id) => id === negociateur.id).length).to.be.greaterThan(sales.length / 2);
    expect(owners.every((id) => id === negociateur.id || id === assistance.id)).to.equal(true);
    const sold = sales.filter((s) => s.property.vendors.some((v) => v.email === 'vendeur@demo.immo'));
    expect(sold.length).to.be.at.least(3);
  });

  it('stores 3 to 6 decodable JPEG photos per property', async () => {
    for (const { property } of sales) {
      const photos = await api.ports.repos.photos.listByProperty(property.id);
      expect(photos.length, property.reference).to.be.within(3, 6);
      expect(photos.map((p) => p.position)).to.deep.equal(photos.map((_, i) => i));
      expect(photos[0]!.legend).to.not.equal('');
    }
    // Decode a sample of them fully.
    for (const { property } of sales.filter((_, i) => i % 8 === 0)) {
      for (const photo of await api.ports.repos.photos.listByProperty(property.id)) {
        const stored = await api.ports.storage.get(photo.storageKey);
        expect(stored, photo.storageKey).to.not.equal(null);
        const bytes = await readAllBytes(stored!);
        const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
        expect(info).to.include({ width: 1200, height: 800 });
        expect((await sharp(bytes).metadata()).format).to.equal('jpeg');
      }
    }
  });

  it('leaves the renditions of its photos to their first view: the start-up waits for no resize', async () => {
    for (const { property } of sales.filter((_, i) => i % 8 === 0)) {
      for (const photo of await api.ports.repos.photos.listByProperty(property.id)) {
        for (const width of [1024, 1920] as const)
          expect(await api.ports.storage.get(photoRenditionKey(photo.storageKey, width))).to.equal(null);
      }
    }
  });

  it('stores real PDF documents, free and restricted', async () => {
    for (const { property } of sales) {
      const documents = await api.ports.repos.documents.listByProperty(property.id);
      expect(documents, property.reference).to.have.length(3);
      expect(documents.filter((d) => d.free)).to.have.length(2);
      const [restricted] = documents.filter((d) => !d.free);
      expect(restricted!.kind).to.equal(property.coOwnership ? 'reglement_copropriete' : 'titre_propriete');
      expect(documents.map((d) => d.kind)).to.include(
        property.dpe.exempt ? 'etat_des_risques' : 'diagnostic_dpe',
      );
    }
    for (const { property } of sales.filter((_, i) => i % 6 === 0)) {
      for (const document of await api.ports.repos.documents.listByProperty(property.id)) {
        const bytes = await readAllBytes((await api.ports.storage.get(document.storageKey))!);
        expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).to.equal('%PDF-');
        const pdf = await PDFDocument.load(bytes);
        expect(pdf.getPageCount()).to.be.at.least(1);
        expect(pdf.getTitle()).to.be.a('string');
      }
    }
  });

  it('adds visit slots, favourites and saved searches for the demo buyers', async () => {
    const acheteur = await userByEmail('acheteur@demo.immo');
    const acheteur2 = await userByEmail('acheteur2@demo.immo');
    expect(await api.ports.repos.favourites.listByUser(acheteur.id)).to.have.length.at.least(3);
    expect(await api.ports.repos.favourites.listByUser(acheteur2.id)).to.have.length.at.least(2);
    expect(await api.ports.repos.savedSearches.listByUser(acheteur.id)).to.have.length.at.least(1);
    expect(await api.ports.repos.savedSearches.listByUser(acheteur2.id)).to.have.length.at.least(1);
    const upcomingSlots = (
      await Promise.all(
        sales
          .filter((s) => phaseOf(s) === 'upcoming')
          .map((s) => api.ports.repos.visits.listByProperty(s.property.id)),
      )
    ).flat();
    expect(upcomingSlots.length).to.be.at.least(4);
    expect(upcomingSlots.every((v) => v.startsAt > t0)).to.equal(true);
    for (const buyer of [acheteur, acheteur2])
      expect(
        upcomingSlots.some((v) => v.attendeeIds.includes(buyer.id) && v.startsAt > t0),
        buyer.email,
      ).to.equal(true);
  });

  it('qualifies every buyer through the use cases: a booked slot that started, the visit validated after it, the agrément signed with its PDF copy, then approved', async () => {
    const negotiatorIds = new Set([
      (await userByEmail('negociateur@demo.immo')).id,
      (await userByEmail('assistance@demo.immo')).id,
    ]);
    let checked = 0;
    for (const sale of sales.filter((s) => s.bids.length > 0)) {
      const visits = await api.ports.repos.visits.listByProperty(sale.property.id);
      for (const bidderId of new Set(sale.bids.map((b) => b.userId))) {
        const file = (await api.ports.repos.buyerFiles.find(sale.property.id, bidderId))!;
        const booked = visits.filter((v) => v.attendeeIds.includes(bidderId));
        expect(booked, sale.property.reference).to.not.have.length(0);
        expect(file.visitDoneAt).to.be.at.least(booked[0]!.startsAt);
        expect(file.agrement.review).to.include({ status: 'approved' });
        expect(negotiatorIds).to.include(file.agrement.review!.decidedBy);
        expect(file.agrement.signature!.signedAt).to.be.greaterThan(file.visitDoneAt!);
        expect(file.agrement.signature!.signedFrom).to.match(/^203\.0\.113\.\d+$/);
        checked += 1;
      }
    }
    expect(checked).to.be.at.least(40);
    const acheteur = await userByEmail('acheteur@demo.immo');
    const [file] = await api.ports.repos.buyerFiles.listByUser(acheteur.id);
    const copy = await api.ports.storage.get(file!.agrement.signature!.copyKey!);
    expect(copy!.contentType).to.equal('application/pdf');
    const pdf = await PDFDocument.load(await readAllBytes(copy!));
    expect(pdf.getTitle()).to.match(/^Demande d'agrément — /);
  });

  it('leaves the negotiator pending reviews (identity documents, agrément requests) with real files', async () => {
    const negociateur = await userByEmail('negociateur@demo.immo');
    const files = (
      await Promise.all(sales.map((s) => api.ports.repos.buyerFiles.listByProperty(s.property.id)))
    ).flat();
    const identities = files.filter((f) => f.identity.review?.status === 'pending');
    const agrements = files.filter((f) => f.agrement.review?.status === 'pending');
    expect(identities.length).to.be.at.least(3);
    expect(agrements.length).to.be.at.least(2);
    const types = new Set<string>();
    for (const file of identities) {
      const document = await api.ports.storage.get(file.identity.document!.storageKey);
      expect(document!.contentType).to.equal(file.identity.document!.contentType);
      types.add(file.identity.document!.contentType);
      const bytes = await readAllBytes(document!);
      if (document!.contentType === 'image/jpeg')
        expect((await sharp(bytes).metadata()).format).to.equal('jpeg');
      else expect((await PDFDocument.load(bytes)).getPageCount()).to.equal(1);
      const owner = sales.find((s) => s.property.id === file.propertyId)!.property.negotiatorId;
      const account = (await api.ports.repos.users.findById(file.userId))!;
      expect(account.identityVerifiedAt, account.email).to.equal(null);
      if (phaseOf(sales.find((s) => s.property.id === file.propertyId)!) === 'live')
        expect(owner).to.equal(negociateur.id);
    }
    expect([...types].sort()).to.deep.equal(['application/pdf', 'image/jpeg']);
    // One identity document was refused once and replaced: the refused one is no longer stored.
    const stored = readdirSync(join(dataDir, 'files', 'private', 'identity')).filter(
      (name) => !name.includes('.content-type'),
    );
    expect(stored).to.have.length(files.filter((f) => f.identity.document !== null).length);
    expect(summary.pendingReviews).to.equal(identities.length + agrements.length);
    const nouveau = await userByEmail('nouveau@demo.immo');
    expect(files.some((f) => f.userId === nouveau.id)).to.equal(false);
  });

  it('indexes every sale for search', async () => {
    const criteria = {
      ...defaultSearchCriteria(),
      location: null,
      statuses: ['en_cours', 'a_venir', 'termine'] as const,
    };
    const { total } = await api.ports.search.search(
      { ...criteria, statuses: [...criteria.statuses] },
      t0,
      100,
    );
    expect(total).to.equal(sales.length);
  });

  it('does nothing the second time', async () => {
    const users = (await api.ports.repos.users.list({ page: 1, pageSize: 1 })).total;
    const again = await seedDemoData(api.ports);
    expect(again.seeded).to.equal(false);
    expect(again.sales).to.have.length(0);
    expect((await api.ports.repos.users.list({ page: 1, pageSize: 1 })).total).to.equal(users);
    const { total } = await api.ports.repos.properties.list({ now: t0, page: 1, pageSize: 1 });
    expect(total).to.equal(sales.length);
  });
});
