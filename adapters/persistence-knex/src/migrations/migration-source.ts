import type { Knex } from 'knex';
import { initialSchema } from './001-initial-schema.js';
import { notariesCatalogue } from './002-notaries-catalogue.js';
import { buyerFunnel } from './003-buyer-funnel.js';
import { savedSearchAlerts } from './004-saved-search-alerts.js';
import { eventOutbox } from './008-event-outbox.js';
import { publicSite } from './007-public-site.js';
import { salePublication } from './006-sale-publication.js';
import { hardening } from './005-hardening.js';
import { saleClosingNotices } from './013-sale-closing-notices.js';
import { livePush } from './011-live-push.js';
import { adminAndContact } from './009-admin-and-contact.js';
import { newsletterNews } from './010-newsletter-news.js';
import { automaticBidsBidChain } from './012-automatic-bids-bid-chain.js';
import { salePageVersion } from './014-sale-page-version.js';
import type { Migration } from './migration.js';

/** Every migration, oldest first. Append only: a released migration never changes. */
export const MIGRATIONS: readonly Migration[] = [
  initialSchema,
  notariesCatalogue,
  buyerFunnel,
  savedSearchAlerts,
  eventOutbox,
  publicSite,
  salePublication,
  hardening,
  livePush,
  adminAndContact,
  newsletterNews,
  saleClosingNotices,
  automaticBidsBidChain,
  salePageVersion,
];

/**
 * Migrations as code rather than files found by glob, so that they run the same from src (tsx)
 * and from the compiled dist.
 */
export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};
