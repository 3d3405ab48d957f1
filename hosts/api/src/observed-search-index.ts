import type { SearchDocument } from '@immo/core';
import type { BulkSearchIndex } from './infrastructure.js';

/**
 * The search index, telling its listeners after each write: the sale lists kept in memory
 * (@immo/http-koa's SaleLists) drop their answers when the index they were read from changes.
 */
export class ObservedSearchIndex implements BulkSearchIndex {
  private readonly listeners = new Set<() => void>();

  /** `inner`: the index written to and read from (Elasticsearch or the database's). */
  constructor(readonly inner: BulkSearchIndex) {}

  /** Calls `listener` after each write; returns how to stop. */
  onWritten(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async upsert(document: SearchDocument): Promise<void> {
    await this.inner.upsert(document);
    this.written();
  }

  async remove(propertyId: number): Promise<void> {
    await this.inner.remove(propertyId);
    this.written();
  }

  async upsertMany(documents: readonly SearchDocument[]): Promise<void> {
    await this.inner.upsertMany(documents);
    this.written();
  }

  async removeMany(propertyIds: readonly number[]): Promise<void> {
    await this.inner.removeMany(propertyIds);
    this.written();
  }

  search(...args: Parameters<BulkSearchIndex['search']>): ReturnType<BulkSearchIndex['search']> {
    return this.inner.search(...args);
  }

  indexedIds(): Promise<number[]> {
    return this.inner.indexedIds();
  }

  refreshNow(): Promise<void> {
    return this.inner.refreshNow();
  }

  private written(): void {
    for (const listener of this.listeners) listener();
  }
}
