// The sale change feed: {propertyId, version} each time a write changes what a sale's page shows but
// its auction (the auction has its own feed). A channel of the process's pub/sub hub (pub-sub.ts), so
// every instance drops its copy of the page and of the sale lists; an instance that missed a message
// catches up through the page version read (property-pages.ts) and the lists' short life (sale-lists.ts).
import type { Broadcast, PubSub } from '../pub-sub.js';

export interface SaleChange {
  propertyId: number;
  /**
   * The sale's page version once changed (compared for equality only); null when the writer did not
   * read it (a commit of this instance: telling costs no statement), which every listener takes as new.
   */
  version: string | null;
}

export type SaleFeed = Broadcast<SaleChange>;

/** The channel every instance publishes to and listens on. */
export const SALE_CHANGES_CHANNEL = 'immo:sale-changes';

const isChange = (value: unknown): value is SaleChange => {
  const v = value as { propertyId?: unknown; version?: unknown } | null;
  return typeof v?.propertyId === 'number' && (typeof v.version === 'string' || v.version === null);
};

export const saleFeedOf = (pubSub: PubSub): SaleFeed => pubSub.channel(SALE_CHANGES_CHANNEL, isChange);
