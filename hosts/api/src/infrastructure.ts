import { Argon2PasswordHasher, JwtTokenService, JwtUnsubscribeTokens, loadOrCreateSecret } from '@immo/auth';
import {
  OutboxDelivery,
  OutboxEventPublisher,
  QueuedMailer,
  type AgrementCopyRenderer,
  type DomainEvent,
  type ErrorReporter,
  type FileStorage,
  type Geocoder,
  type Mailer,
  type MailMessage,
  type SalePosterRenderer,
  type SaleRecordRenderer,
  type SearchDocument,
  type SearchIndex,
} from '@immo/core';
import { BanHttpGeocoder, EmbeddedFrenchGeocoder } from '@immo/geocoding';
import { SharpImageProcessor } from '@immo/images';
import { OutboxMailer, SmtpMailer } from '@immo/mail';
import { createErrorReporter } from '@immo/monitoring';
import { KnexTokenDenyList, openDatabase, type Database } from '@immo/persistence-knex';
import { ObservedSearchIndex } from './observed-search-index.js';
import { KnexSearchIndex } from '@immo/search-sql';
import { LocalFileStorage } from '@immo/storage';
import { InProcessEventBus, RandomIdGenerator, SystemClock } from '@immo/system';
import { join } from 'node:path';
import type { ApiConfig } from './config.js';
import type { Ports } from './ports.js';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker.js';
import { reindexAll } from './search-reindex.js';
import { onFirstUse } from './on-first-use.js';

function openGeocoder(config: ApiConfig, errors: ErrorReporter): Geocoder {
  if (config.geocoderUrl) {
    return new BanHttpGeocoder({
      baseUrl: config.geocoderUrl,
      onError: (error) => errors.report(error, { adapter: 'geocoder' }),
    });
  }
  const embedded = new EmbeddedFrenchGeocoder();
  // Pay the one-second load at start-up rather than on the first address typed.
  void embedded.warmUp().catch((error: unknown) => errors.report(error, { adapter: 'geocoder' }));
  return embedded;
}

/**
 * The PDF renderers, pdf-lib and qrcode loaded on the first PDF asked for (a poster, a sale record, an
 * agrément copy) rather than at start.
 */
function lazyPdfRenderers(): {
  agrementCopies: AgrementCopyRenderer;
  posters: SalePosterRenderer;
  saleRecords: SaleRecordRenderer;
} {
  const renderers = onFirstUse(async () => {
    const pdf = await import('@immo/pdf');
    return {
      agrementCopies: new pdf.PdfLibAgrementCopyRenderer(),
      posters: new pdf.PdfLibSalePosterRenderer(),
      saleRecords: new pdf.PdfLibSaleRecordRenderer(),
    };
  });
  return {
    agrementCopies: { render: async (copy) => (await renderers()).agrementCopies.render(copy) },
    posters: { render: async (poster) => (await renderers()).posters.render(poster) },
    saleRecords: { render: async (record) => (await renderers()).saleRecords.render(record) },
  };
}

/** What a bulk reindex needs beyond the port; both indexes offer it. */
export interface BulkSearchIndex extends SearchIndex {
  upsertMany(documents: readonly SearchDocument[]): Promise<void>;
  removeMany(propertyIds: readonly number[]): Promise<void>;
  /** Every property id the index holds. */
  indexedIds(): Promise<number[]>;
  /** Makes every write so far visible to searches. */
  refreshNow(): Promise<void>;
}

/** The search index the config names, ready (its table migrated or its index created), and how to let it go. */
export interface OpenedSearch {
  index: BulkSearchIndex;
  /** The index did not exist: it is empty, whatever the database holds. */
  created: boolean;
  close(): Promise<void>;
}

/** Elasticsearch when ELASTICSEARCH_URL is set, else the SQL search on the application's database. */
export async function openSearch(config: ApiConfig, database: Database): Promise<OpenedSearch> {
  if (config.elasticsearchUrl) {
    // The Elasticsearch client is loaded only where it is configured.
    const { ElasticSearchIndex, ElasticsearchClient } = await import('@immo/search-elastic');
    const client = new ElasticsearchClient({ node: config.elasticsearchUrl });
    const index = new ElasticSearchIndex(client, { index: config.elasticsearchIndex });
    const created = (await index.ensureIndex()) === 'created';
    return { index, created, close: () => client.close() };
  }
  const index = new KnexSearchIndex(database.knex, database.dialect);
  await index.migrate();
  return { index, created: false, close: async () => undefined };
}

/** Files in the S3 bucket the config names (created when missing), else under the data folder. */
export async function openFileStorage(config: ApiConfig): Promise<{ storage: FileStorage; close(): void }> {
  if (config.s3Storage) {
    // The AWS SDK (tens of MB of modules) is loaded only where S3 is configured.
    const { S3FileStorage } = await import('@immo/storage-s3');
    const storage = new S3FileStorage(config.s3Storage);
    await storage.ensureBucket();
    return { storage, close: () => storage.close() };
  }
  return { storage: new LocalFileStorage(join(config.dataDir, 'files')), close: () => undefined };
}

export interface Infrastructure {
  ports: Ports;
  database: Database;
  /** Where the handlers of domain events subscribe; the outbox hands them each event. */
  bus: InProcessEventBus;
  /** The transactional outbox's delivery in this process (events to the bus, mail to the transport). */
  outbox: OutboxWorker;
  /** The folder every e-mail is written to (the embedded default). */
  mailOutboxDirectory: string;
  /**
   * The mail transport itself (SMTP, or the folder) for the handlers the outbox delivers (the outbid
   * and offer notices): their entry's retry is their mail's, so a mail entry of its own would only add
   * a row, its read-back and its mark per mail (each accepted bid outbids someone).
   */
  noticeMailer: Mailer;
  /** Calls `listener` after each write of the search index; returns how to stop. */
  onSearchIndexWritten(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Opens every adapter the config names: the embedded default (SQLite file, local folders, mail
 * outbox, embedded geocoder) unless the environment points elsewhere. Overrides replace single
 * ports (tests use a manual clock, cheap password hashing…).
 */
export async function openInfrastructure(
  config: ApiConfig,
  overrides: Partial<Ports> = {},
): Promise<Infrastructure> {
  const errors = overrides.errors ?? createErrorReporter({ sentryDsn: config.sentryDsn ?? undefined });
  const database = openDatabase(config.databaseUrl);
  await database.migrate();
  const opened = await openSearch(config, database);
  const search = { ...opened, index: new ObservedSearchIndex(opened.index) };
  const files = await openFileStorage(config);
  const secret = config.jwtSecret ?? (await loadOrCreateSecret(join(config.dataDir, 'jwt-secret')));
  const geocoder: Geocoder = overrides.geocoder ?? openGeocoder(config, errors);
  const bus = new InProcessEventBus(errors);
  const repos = database.repositories;
  const clock = overrides.clock ?? new SystemClock();
  const mailOutboxDirectory = join(config.dataDir, 'outbox');
  const mailTransport = config.smtpUrl
    ? new SmtpMailer({ url: config.smtpUrl, ...(config.mailFrom ? { from: config.mailFrom } : {}) })
    : new OutboxMailer({
        directory: mailOutboxDirectory,
        ...(config.mailFrom ? { from: config.mailFrom } : {}),
      });
  // Events and mail leave through the outbox: stored first, delivered at once, retried until done.
  const delivery = new OutboxDelivery(
    { repos, clock, errors },
    {
      'domain-event': (payload) => bus.dispatch(payload as DomainEvent),
      mail: (payload) => mailTransport.send(payload as MailMessage),
    },
  );
  const outbox = startOutboxWorker(delivery, { errors, polling: config.outboxWorker });
  const ports: Ports = {
    ...repos,
    repos,
    unitOfWork: database.unitOfWork,
    clock,
    ids: new RandomIdGenerator(),
    storage: files.storage,
    // Where sharp cannot decode HEVC (the prebuilt binaries): the browser converts HEIC, the server
    // refuses it clearly. A build that decodes it never meets this refusal.
    images: new SharpImageProcessor({ rejectUndecodableHeic: true }),
    search: search.index,
    geocoder,
    hasher: new Argon2PasswordHasher(),
    // Server time is the only time: a token's issue time is compared with the password change's.
    tokens: new JwtTokenService(secret, { now: () => clock.now() }),
    denyList: new KnexTokenDenyList({ db: database.knex, dialect: database.dialect }, clock),
    unsubscribeTokens: new JwtUnsubscribeTokens(secret),
    mailer: new QueuedMailer(delivery),
    events: new OutboxEventPublisher(delivery),
    errors,
    ...lazyPdfRenderers(),
    siteUrl: config.siteUrl,
    ...overrides,
  };
  if (search.created) {
    // A new Elasticsearch index beside an existing database: fill it before serving searches.
    await reindexAll(repos, search.index, ports.clock, (line) => console.log(line));
  }
  return {
    ports,
    database,
    bus,
    outbox,
    mailOutboxDirectory,
    noticeMailer: overrides.mailer ?? mailTransport,
    onSearchIndexWritten: (listener) => search.index.onWritten(listener),
    async close() {
      await outbox.idle();
      await outbox.stop();
      await bus.idle();
      if (mailTransport instanceof SmtpMailer) mailTransport.close();
      await search.close();
      files.close();
      await database.close();
    },
  };
}
