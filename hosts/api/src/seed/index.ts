// Demo data for an empty database (`npm start` on a fresh clone): accounts of every role, 48 sales
// across France in every phase relative to start-up, their photos, documents, buyers, visits and
// bid histories — written through core's use cases, as the API itself would write them. Only the
// accounts go straight to the repository (there is no use case creating a verified account). Past
// events (registrations, visits, bids, an accepted offer) run with a clock set at their time.
import {
  AcceptOffer,
  AddDocument,
  AddFavourite,
  CreateSale,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  PROPERTY_TYPE_CODES,
  PlaceBid,
  PublishSale,
  SaveSearch,
  UploadPhoto,
  bytesSource,
  fromParisWallClock,
  parseVisitDate,
  toParisWallClock,
  viewerOf,
  type EventPublisher,
  type IdGenerator,
  type Instant,
  type PropertyTypeCode,
  type User,
  type Visit,
} from '@immo/core';
import type { Ports } from '../ports.js';
import {
  ACCOUNT_COUNT,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  accountRecords,
  type DemoAccountKey,
} from './accounts.js';
import { DemoBuyerFiles } from './buyer-files.js';
import { DEMO_CATALOGUE, type DemoPhase, type DemoProperty } from './catalogue.js';
import { COMMUNES } from './communes.js';
import { demoDocuments } from './documents.js';
import { photoLegend, renderPhoto } from './photos.js';
import { SeededRandom } from './random.js';
import { saleFormOf, type SaleWindow } from './sale-forms.js';
import { identityCardJpeg, passportPdf } from './identity-documents.js';
import { SILENT_MAILER, at, expectOk } from './steps.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts.js';
export { DEMO_CATALOGUE, type DemoPhase } from './catalogue.js';

/** The same demo data on every start, shifted to the start-up time. */
const SEED = 20_260_121;
const PROGRESS_EVERY = 6;

export interface SeedOptions {
  /** Receives the progress lines, in French. */
  log?: (line: string) => void;
}

export interface SeededSale {
  bienId: number;
  enchereId: number;
  reference: string;
  title: string;
  city: string;
  phase: DemoPhase;
  endAt: Instant;
}

export interface SeedSummary {
  /** False when the database already had users: nothing was written. */
  seeded: boolean;
  startedAt: Instant;
  seconds: number;
  users: number;
  sales: SeededSale[];
  byType: Partial<Record<PropertyTypeCode, number>>;
  byPhase: Partial<Record<DemoPhase, number>>;
  bids: number;
  photos: number;
  documents: number;
  visitSlots: number;
  /** Buyer files whose buyer may bid once the sale is live (visit validated, agrément approved). */
  buyerFiles: number;
  /** Identity documents and agrément requests waiting for the negotiator's review. */
  pendingReviews: number;
  favourites: number;
  savedSearches: number;
  /** The live sale ending about 10 minutes after start-up, to try bidding and anti-sniping. */
  closingSale: SeededSale | null;
}

const emptySummary = (startedAt: Instant): SeedSummary => ({
  seeded: false,
  startedAt,
  seconds: 0,
  users: 0,
  sales: [],
  byType: {},
  byPhase: {},
  bids: 0,
  photos: 0,
  documents: 0,
  visitSlots: 0,
  buyerFiles: 0,
  pendingReviews: 0,
  favourites: 0,
  savedSearches: 0,
  closingSale: null,
});

/**
 * The events without PhotoUploaded: preparing the renditions of the 216 demo photos would hold the
 * start-up (and the e2e server, which waits for the bus) some 10 s more. Their renditions are made
 * on first view, as before the preparation existed.
 */
const withoutPhotoUploaded = (events: EventPublisher): EventPublisher => ({
  publish: (event) => (event.type === 'PhotoUploaded' ? Promise.resolve() : events.publish(event)),
});

/** Storage keys from the seeded generator, so the files are named the same on every start. */
const seededIds = (random: SeededRandom): IdGenerator => ({ next: () => random.hex(24) });

const floorTo = (instant: Instant, unit: number): Instant => Math.floor(instant / unit) * unit;
const ceilTo = (instant: Instant, unit: number): Instant => Math.ceil(instant / unit) * unit;

/** The same Paris calendar day as `instant`, at `hour`:00 Paris time. */
function atParisHour(instant: Instant, hour: number): Instant {
  return fromParisWallClock({ ...toParisWallClock(instant), hour, minute: 0, second: 0 });
}

/**
 * The offers window of a sale, from its phase and the start-up time. Sales open in the morning and
 * close in the evening, Paris time, as a negotiator sets them; the sales in their last hours keep
 * ends counted from start-up, so the demo always has some.
 */
function windowOf(
  entry: DemoProperty,
  t0: Instant,
  random: SeededRandom,
): SaleWindow & { createdAt: Instant } {
  const hour = (n: number) => n * HOUR_MS;
  const day = (n: number) => n * DAY_MS;
  const morning = () => (random.chance(0.5) ? 9 : 10);
  const evening = () => random.int(18, 20);
  let start: Instant;
  let end: Instant;
  switch (entry.phase) {
    case 'upcoming':
      start = atParisHour(t0 + day(random.int(2, 20)), morning());
      end = atParisHour(start + day(random.int(14, 28)), evening());
      break;
    case 'live':
      start = atParisHour(t0 - day(random.int(1, 12)), morning());
      end = atParisHour(t0 + day(random.int(3, 25)), evening());
      break;
    case 'final':
      end = floorTo(t0 + hour(random.int(3, 34)), 15 * MINUTE_MS);
      start = entry.sellIn36h ? end - hour(36) : atParisHour(t0 - day(random.int(8, 20)), morning());
      break;
    case 'closing':
      end = ceilTo(t0 + 10 * MINUTE_MS, MINUTE_MS);
      start = atParisHour(t0 - day(14), morning());
      break;
    case 'ended':
      end = atParisHour(t0 - day(random.int(1, 15)), evening());
      start = atParisHour(end - day(random.int(14, 30)), morning());
      break;
    case 'accepted':
      start = atParisHour(t0 - day(12), morning());
      end = atParisHour(t0 + day(9), evening());
      break;
  }
  const createdAt =
    entry.phase === 'upcoming'
      ? floorTo(t0 - day(random.int(1, 6)) - hour(random.int(1, 9)), MINUTE_MS)
      : floorTo(start - day(random.int(5, 12)) - hour(random.int(1, 9)), MINUTE_MS);
  return { start, end, sellIn36h: entry.sellIn36h === true, createdAt };
}

interface PlannedBid {
  user: User;
  amount: number;
  at: Instant;
}

/** How many offers a sale of this phase holds. */
function offerCount(entry: DemoProperty, random: SeededRandom): number {
  if (entry.offers !== undefined) return entry.offers;
  switch (entry.phase) {
    case 'upcoming':
      return 0;
    case 'live':
      return random.int(0, 4);
    case 'final':
      return random.int(6, 12);
    case 'closing':
      return 14;
    case 'ended':
      return random.int(5, 14);
    case 'accepted':
      return 6;
  }
}

/** When the offers were placed: the first a little after the start, more of them towards the end. */
function offersWindow(
  entry: DemoProperty,
  window: SaleWindow,
  t0: Instant,
  random: SeededRandom,
): { from: Instant; to: Instant } {
  const to =
    entry.phase === 'closing'
      ? t0 - 3 * MINUTE_MS
      : entry.phase === 'ended'
        ? window.end - random.int(30, 1_200) * 1_000
        : entry.phase === 'accepted'
          ? t0 - 2 * DAY_MS
          : t0 - random.int(5, 180) * MINUTE_MS;
  const from = window.start + (window.sellIn36h ? HOUR_MS : random.int(2, 24) * HOUR_MS);
  // A sale opened only lately: its offers spread over the last three quarters of its time so far.
  return { from: to - from < HOUR_MS ? window.start + (to - window.start) / 4 : from, to };
}

/**
 * The bid history: amounts on the step grid from the first price (mostly one step, sometimes
 * more), times increasing, never the same bidder twice in a row, and on a sale still open the
 * last offer is not the demo buyers' (so they can outbid it).
 */
function planBids(
  count: number,
  context: {
    from: Instant;
    to: Instant;
    firstPrice: number;
    step: number;
    bidders: User[];
    protectedIds: ReadonlySet<number>;
  },
  random: SeededRandom,
): PlannedBid[] {
  const { from, to, step, bidders } = context;
  if (count === 0 || bidders.length < 2) return [];
  const times = Array.from({ length: count }, () => from + (1 - (1 - random.next()) ** 2) * (to - from))
    .sort((a, b) => a - b)
    .map((t) => Math.floor(t) + random.int(0, 999) / 1_000);
  for (let i = 1; i < times.length; i += 1) {
    if (times[i]! <= times[i - 1]! + 1_000) times[i] = times[i - 1]! + 1_000 + random.int(0, 60_000);
  }
  // Never after `to`, still in order: pull the last ones back, a second apart at least.
  for (let i = times.length - 1; i >= 0; i -= 1) {
    const limit = i === times.length - 1 ? to : times[i + 1]! - 1_000;
    if (times[i]! > limit) times[i] = limit;
  }
  const planned: PlannedBid[] = [];
  let amount = context.firstPrice;
  let previous: User | null = null;
  for (let i = 0; i < count; i += 1) {
    if (i > 0) amount += step * random.pick([1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 5]);
    const lastOne = i === count - 1;
    const candidates = bidders.filter(
      (b) => b.id !== previous?.id && !(lastOne && context.protectedIds.has(b.id)),
    );
    const user = random.pick(candidates.length > 0 ? candidates : bidders);
    planned.push({ user, amount, at: times[i]! });
    previous = user;
  }
  return planned;
}

/** 'Y-m-d H:i:s' in Paris time, `days` after t0, at the given wall-clock hour. */
function visitStart(t0: Instant, days: number, hour: number, minute: number): string {
  const w = toParisWallClock(t0 + days * DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(hour)}:${pad(minute)}:00`;
}

/**
 * Seeds the demo data into an empty database (no user yet); does nothing otherwise. Deterministic
 * apart from the start-up time: every date is relative to `ports.clock.now()`.
 */
export async function seedDemoData(ports: Ports, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const began = performance.now();
  const t0 = Math.floor(ports.clock.now());
  const summary = emptySummary(t0);
  if ((await ports.repos.users.list({ page: 1, pageSize: 1 })).total > 0) return summary;

  const random = new SeededRandom(SEED);
  const ids = seededIds(new SeededRandom(SEED + 1));
  const photoEvents = withoutPhotoUploaded(ports.events);
  const buyerFiles = new DemoBuyerFiles({ ...ports, ids, mailer: SILENT_MAILER });
  const total = DEMO_CATALOGUE.length;
  log(`› Données de démonstration : création des comptes (${ACCOUNT_COUNT})…`);

  // ——— Accounts ———
  const hashes = await Promise.all(
    Array.from({ length: ACCOUNT_COUNT }, () => ports.hasher.hash(DEMO_PASSWORD)),
  );
  const records = accountRecords(hashes, floorTo(t0 - 120 * DAY_MS, DAY_MS));
  const accounts = {} as Record<DemoAccountKey, User>;
  for (const [i, record] of records.demo.entries()) {
    accounts[DEMO_ACCOUNTS[i]!.key] = await ports.repos.users.add(record);
  }
  const otherBuyers: User[] = [];
  for (const record of records.others) otherBuyers.push(await ports.repos.users.add(record));
  const pendingBuyers: User[] = [];
  for (const record of records.pending) pendingBuyers.push(await ports.repos.users.add(record));
  summary.users = ACCOUNT_COUNT;
  const demoBuyerIds = new Set([accounts.acheteur.id, accounts.acheteur2.id]);

  // ——— Sales ———
  // Photos of the next property render while this one is written.
  const renderPhotos = (index: number) => {
    const entry = DEMO_CATALOGUE[index];
    if (!entry) return Promise.resolve([]);
    const commune = COMMUNES[entry.commune];
    const count = 3 + ((index * 7 + 3) % 4);
    return Promise.all(
      Array.from({ length: count }, (_, photo) =>
        renderPhoto({
          type: entry.type,
          subNature: entry.subNature,
          town: commune.name,
          landscape: commune.landscape,
          index: photo,
          seed: SEED + index,
        }),
      ),
    );
  };
  let nextPhotos = renderPhotos(0);

  for (const [index, entry] of DEMO_CATALOGUE.entries()) {
    const photosReady = nextPhotos;
    nextPhotos = renderPhotos(index + 1);
    // Awaited on the next turn; a failure there must not surface earlier as an unhandled rejection.
    nextPhotos.catch(() => undefined);
    const commune = COMMUNES[entry.commune];
    const owner = entry.byAssistance ? accounts.assistance : accounts.negociateur;
    const ownerViewer = viewerOf(owner);
    const reference = `${commune.code}-${entry.type}-${String(index + 1).padStart(3, '0')}`;
    const window = windowOf(entry, t0, random);
    const values = saleFormOf(entry, { reference, window, random, index });

    const created = expectOk(
      await new CreateSale({ ...ports, clock: at(window.createdAt) }).execute({
        viewer: ownerViewer,
        values,
      }),
      `la vente ${reference}`,
    );
    const bienId = created.bienId;
    const property = await ports.repos.properties.findById(bienId);
    const auction = await ports.repos.auctions.findByPropertyId(bienId);
    if (!property || !auction) throw new Error(`Données de démonstration : vente ${reference} introuvable`);

    // Photos and documents, a little after the sale was created.
    const uploadPhoto = new UploadPhoto({
      ...ports,
      ids,
      clock: at(window.createdAt + HOUR_MS),
      events: photoEvents,
    });
    for (const [position, bytes] of (await photosReady).entries()) {
      expectOk(
        await uploadPhoto.execute({
          viewer: ownerViewer,
          bienId,
          file: bytesSource(bytes),
          fileName: `${reference.toLowerCase()}-${position + 1}.jpg`,
          priority: position,
          legend: photoLegend(entry.type, entry.subNature, position),
        }),
        `la photo ${position + 1} de ${reference}`,
      );
      summary.photos += 1;
    }
    const addDocument = new AddDocument({ ...ports, ids, clock: at(window.createdAt + 2 * HOUR_MS) });
    for (const document of await demoDocuments(property)) {
      expectOk(
        await addDocument.execute({
          viewer: ownerViewer,
          bienId,
          file: bytesSource(document.bytes),
          name: document.name,
          kind: document.kind,
          free: document.free,
        }),
        `le document « ${document.name} » de ${reference}`,
      );
      summary.documents += 1;
    }
    // Every demo sale is complete: its negotiator publishes it once photos and documents are in.
    expectOk(
      await new PublishSale({ ...ports, clock: at(window.createdAt + 2 * HOUR_MS) }).execute({
        viewer: ownerViewer,
        bienId,
      }),
      `la publication de ${reference}`,
    );

    // Buyers: registered ('Ce bien m'intéresse'), then their visit validated by the negotiator.
    const count = offerCount(entry, random);
    const bidders = count > 0 ? random.sample(otherBuyers, random.int(2, 5)) : [];
    if (count > 0 && random.chance(0.45))
      bidders.push(random.chance(0.5) ? accounts.acheteur : accounts.acheteur2);
    const registered = new Map<number, User>(bidders.map((b) => [b.id, b]));
    if (entry.phase === 'live' || entry.phase === 'final' || entry.phase === 'closing') {
      registered.set(accounts.acheteur.id, accounts.acheteur);
      registered.set(accounts.acheteur2.id, accounts.acheteur2);
    }
    // Each buyer books the sale's visit slot, the negotiator validates the visit once it took place,
    // then the buyer signs the agrément request and the negotiator approves it.
    // The visit took place three days after the sale was built, at 10:00 or 14:30 Paris time.
    const slotStart = visitStart(
      window.createdAt,
      3,
      ...((random.chance(0.5) ? [10, 0] : [14, 30]) as [number, number]),
    );
    const slotAt = expectOk(parseVisitDate(slotStart), `la date de visite ${slotStart}`);
    const validatedAt = slotAt + 2 * HOUR_MS + random.int(0, 30) * 10 * MINUTE_MS;
    const slot =
      registered.size === 0
        ? null
        : await buyerFiles.slot(owner, bienId, { createdAt: window.createdAt + HOUR_MS, start: slotStart });
    for (const buyer of registered.values()) {
      const registeredAt = floorTo(window.createdAt + random.int(6, 40) * HOUR_MS, MINUTE_MS);
      await buyerFiles.qualify(buyer, { owner, bienId, slot: slot! }, { registeredAt, validatedAt });
      summary.buyerFiles += 1;
    }
    if (slot) summary.visitSlots += 1;

    // Offers, each placed through PlaceBid at its own time.
    const { from, to } = offersWindow(entry, window, t0, random);
    const open = entry.phase !== 'ended';
    const planned = planBids(
      count,
      {
        from,
        to,
        firstPrice: auction.firstPrice,
        step: auction.step,
        bidders,
        protectedIds: open ? demoBuyerIds : new Set(),
      },
      random,
    );
    let lastBidId: number | null = null;
    for (const bid of planned) {
      const placed = expectOk(
        await new PlaceBid({ ...ports, clock: at(bid.at) }).execute({
          viewer: viewerOf(bid.user),
          auctionId: auction.id,
          amount: bid.amount,
        }),
        `l'offre de ${bid.amount} € sur ${reference}`,
      );
      lastBidId = placed.bid.id;
      summary.bids += 1;
    }
    if (entry.phase === 'accepted' && lastBidId !== null) {
      expectOk(
        await new AcceptOffer({
          ...ports,
          clock: at(floorTo(t0 - DAY_MS - random.int(1, 8) * HOUR_MS, MINUTE_MS)),
        }).execute({
          viewer: viewerOf(accounts.vendeur),
          bidId: lastBidId,
        }),
        `l'acceptation de l'offre sur ${reference}`,
      );
    }

    const stored = (await ports.repos.auctions.findById(auction.id)) ?? auction;
    const sale: SeededSale = {
      bienId,
      enchereId: auction.id,
      reference,
      title: entry.title,
      city: commune.name,
      phase: entry.phase,
      endAt: stored.endAt,
    };
    summary.sales.push(sale);
    if (entry.phase === 'closing') summary.closingSale = sale;
    summary.byType[entry.type] = (summary.byType[entry.type] ?? 0) + 1;
    summary.byPhase[entry.phase] = (summary.byPhase[entry.phase] ?? 0) + 1;
    if ((index + 1) % PROGRESS_EVERY === 0 || index + 1 === total) {
      log(`› Données de démonstration : ${index + 1}/${total} biens…`);
    }
  }

  const upcomingSlots = await seedBuyerActivity(ports, { t0, accounts, summary, buyerFiles });
  await seedPendingReviews(ports, { t0, accounts, pendingBuyers, summary, buyerFiles, upcomingSlots });
  summary.seeded = true;
  summary.seconds = Math.round((performance.now() - began) / 100) / 10;
  const missing = PROPERTY_TYPE_CODES.filter((type) => !summary.byType[type]);
  if (missing.length > 0) throw new Error(`Données de démonstration : types absents ${missing.join(', ')}`);
  log(
    `› Données de démonstration prêtes en ${summary.seconds.toLocaleString('fr-FR')} s : ${summary.sales.length} biens, ${summary.bids} offres, ${summary.photos} photos, ${summary.documents} documents.`,
  );
  return summary;
}

interface UpcomingSlots {
  sale: SeededSale;
  owner: User;
  grouped: Visit;
  individual: Visit;
}

/** Visit slots on upcoming sales, favourites and saved searches of the demo buyers. */
async function seedBuyerActivity(
  ports: Ports,
  context: {
    t0: Instant;
    accounts: Record<DemoAccountKey, User>;
    summary: SeedSummary;
    buyerFiles: DemoBuyerFiles;
  },
): Promise<UpcomingSlots[]> {
  const { t0, accounts, summary, buyerFiles } = context;
  const negotiatorOf = async (bienId: number) => {
    const property = await ports.repos.properties.findById(bienId);
    return property?.negotiatorId === accounts.assistance.id ? accounts.assistance : accounts.negociateur;
  };
  const upcoming = summary.sales.filter((s) => s.phase === 'upcoming').slice(0, 3);
  const slots: UpcomingSlots[] = [];
  for (const [i, sale] of upcoming.entries()) {
    const owner = await negotiatorOf(sale.bienId);
    const grouped = await buyerFiles.slot(owner, sale.bienId, {
      createdAt: t0 - 3 * DAY_MS,
      start: visitStart(t0, 2 + i, 10, 0),
      capacity: 8,
    });
    const individual = await buyerFiles.slot(owner, sale.bienId, {
      createdAt: t0 - 3 * DAY_MS,
      start: visitStart(t0, 3 + i, 14, 30),
      kind: 'individual',
    });
    summary.visitSlots += 2;
    slots.push({ sale, owner, grouped, individual });
    // The demo buyers register on the first two and book a place.
    const buyer = i === 0 ? accounts.acheteur : i === 1 ? accounts.acheteur2 : null;
    if (buyer) {
      await buyerFiles.register(buyer, sale.bienId, t0 - 2 * HOUR_MS);
      await buyerFiles.book(buyer, i === 0 ? grouped.id : individual.id, t0 - HOUR_MS);
    }
  }

  const byCity = (city: string, phase?: DemoPhase) =>
    summary.sales.find((s) => s.city === city && (phase === undefined || s.phase === phase));
  const favourites: [User, (SeededSale | undefined)[]][] = [
    [
      accounts.acheteur,
      [
        summary.closingSale ?? undefined,
        byCity('Chamonix-Mont-Blanc'),
        byCity('Gordes'),
        byCity('Biarritz'),
        byCity('La Rochelle'),
      ],
    ],
    [accounts.acheteur2, [byCity('Saint-Émilion'), byCity('Paris', 'live'), byCity('Sarlat-la-Canéda')]],
  ];
  for (const [user, sales] of favourites) {
    for (const [i, sale] of sales.entries()) {
      if (!sale) continue;
      expectOk(
        await new AddFavourite({ ...ports, clock: at(t0 - (i + 1) * 5 * HOUR_MS) }).execute({
          viewer: viewerOf(user),
          propertyId: sale.bienId,
        }),
        `le favori de ${user.email}`,
      );
      summary.favourites += 1;
    }
  }

  const annecy = COMMUNES.annecy;
  const searches: [User, string, Record<string, unknown>][] = [
    [
      accounts.acheteur,
      'Autour d’Annecy, maison ou appartement',
      {
        address: 'Annecy',
        addressType: 'municipality',
        location: { lat: annecy.lat, lng: annecy.lng },
        aroundRadius: 50_000,
        types: ['MAIS', 'APPT'],
        budgetMax: 900_000,
      },
    ],
    [
      accounts.acheteur,
      'Bord de mer, 4 pièces et plus',
      { types: ['MAIS', 'APPT'], budgetMin: 300_000, budgetMax: 2_000_000, roomsMin: 4 },
    ],
    [
      accounts.acheteur2,
      'Vignobles, toutes ventes',
      { types: ['PROV'], statuses: ['en_cours', 'a_venir', 'termine'] },
    ],
  ];
  for (const [i, [user, name, criteria]] of searches.entries()) {
    expectOk(
      await new SaveSearch({ ...ports, clock: at(t0 - (i + 2) * DAY_MS) }).execute({
        viewer: viewerOf(user),
        name,
        criteria,
      }),
      `la recherche « ${name} »`,
    );
    summary.savedSearches += 1;
  }
  return slots;
}

/**
 * The negotiator's pending work: buyers whose identity document or agrément request waits for a
 * review (one identity document refused once, then given again), and visits booked on upcoming sales.
 */
async function seedPendingReviews(
  ports: Ports,
  context: {
    t0: Instant;
    accounts: Record<DemoAccountKey, User>;
    pendingBuyers: User[];
    summary: SeedSummary;
    buyerFiles: DemoBuyerFiles;
    upcomingSlots: UpcomingSlots[];
  },
): Promise<void> {
  const { t0, accounts, summary, buyerFiles, upcomingSlots } = context;
  const [margaux, romain, yasmine, bastien] = context.pendingBuyers;
  if (!margaux || !romain || !yasmine || !bastien)
    throw new Error('Données de démonstration : acquéreurs en attente absents');
  const negotiator = accounts.negociateur;

  // Upcoming sales: a visit booked, and for one buyer a passport waiting for review already.
  const [first, , third] = upcomingSlots;
  if (first) {
    await buyerFiles.register(margaux, first.sale.bienId, t0 - 2 * DAY_MS);
    await buyerFiles.book(margaux, first.grouped.id, t0 - 2 * DAY_MS + HOUR_MS);
    await buyerFiles.giveIdentity(
      margaux,
      first.sale.bienId,
      { bytes: await passportPdf(margaux), fileName: 'Passeport Margaux Lemoine.pdf' },
      t0 - DAY_MS,
    );
    summary.pendingReviews += 1;
  }
  if (third) {
    await buyerFiles.register(bastien, third.sale.bienId, t0 - 6 * HOUR_MS);
    await buyerFiles.book(bastien, third.individual.id, t0 - 5 * HOUR_MS);
  }

  // Live sales of the demo negotiator: visited two days ago, then an identity card and an agrément
  // request to review; one card was refused (unreadable) and given again.
  const live: SeededSale[] = [];
  for (const sale of summary.sales.filter((s) => s.phase === 'live')) {
    const property = await ports.repos.properties.findById(sale.bienId);
    if (property?.negotiatorId === negotiator.id) live.push(sale);
  }
  const visitDay = floorTo(t0 - 2 * DAY_MS, DAY_MS) + 9 * HOUR_MS;
  for (const [buyer, sale] of [
    [romain, live[0]],
    [yasmine, live[1]],
  ] as const) {
    if (!sale) continue;
    const slot = await buyerFiles.slot(negotiator, sale.bienId, {
      createdAt: t0 - 4 * DAY_MS,
      start: visitDay,
    });
    const file = await buyerFiles.register(buyer, sale.bienId, t0 - 4 * DAY_MS + HOUR_MS);
    await buyerFiles.book(buyer, slot.id, t0 - 4 * DAY_MS + 2 * HOUR_MS);
    await buyerFiles.validateVisit(negotiator, file, visitDay + 2 * HOUR_MS);
    const card = { bytes: await identityCardJpeg(buyer), fileName: 'carte-identite-recto.jpg' };
    await buyerFiles.giveIdentity(buyer, sale.bienId, card, t0 - 30 * HOUR_MS);
    if (buyer === yasmine) {
      await buyerFiles.decide(
        negotiator,
        file,
        'identity',
        t0 - 26 * HOUR_MS,
        'La photo est floue : le numéro du document est illisible. Merci d’en déposer une nette.',
      );
      await buyerFiles.giveIdentity(
        buyer,
        sale.bienId,
        { bytes: await passportPdf(buyer), fileName: 'passeport.pdf' },
        t0 - 22 * HOUR_MS,
      );
    }
    await buyerFiles.signAgrement(buyer, sale.bienId, t0 - 20 * HOUR_MS);
    summary.visitSlots += 1;
    summary.pendingReviews += 2;
  }
}
