import {
  currentSearchDocument,
  type Clock,
  type SearchDocument,
  type SearchSourceRepositories,
} from '@immo/core';
import type { BulkSearchIndex } from './infrastructure.js';

/** Properties read and written per batch. */
const REINDEX_BATCH = 500;

export interface ReindexSummary {
  indexed: number;
  removed: number;
}

/**
 * Rebuilds the search index from the repositories: every sale's document written in bulk, batch by
 * batch, then what the index holds of properties no longer shown removed. The projection keeps
 * applying changes meanwhile; a sale changed during the run is written again by its event.
 */
export async function reindexAll(
  repos: SearchSourceRepositories,
  index: BulkSearchIndex,
  clock: Clock,
  log: (line: string) => void,
): Promise<ReindexSummary> {
  const stale = new Set(await index.indexedIds());
  let indexed = 0;
  let read = 0;
  for (let page = 1; ; page += 1) {
    const { items, total } = await repos.properties.list({ now: clock.now(), page, pageSize: REINDEX_BATCH });
    const documents = (
      await Promise.all(items.map((property) => currentSearchDocument(repos, property.id)))
    ).filter((doc): doc is SearchDocument => doc !== null);
    await index.upsertMany(documents);
    for (const doc of documents) stale.delete(doc.propertyId);
    indexed += documents.length;
    read += items.length;
    log(`› Réindexation : ${read}/${total} biens…`);
    if (items.length < REINDEX_BATCH) break;
  }
  await index.removeMany([...stale]);
  await index.refreshNow();
  return { indexed, removed: stale.size };
}
