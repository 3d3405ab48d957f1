import type { SearchDocument } from '@immo/core';
import type { BulkSearchIndex } from './infrastructure.js';

/**
 * The search index, telling its listeners after each write: the sale lists kept in memory
 * (@immo/http-koa's SaleLists) drop their answers when the index they were read from changes.
 */
export class ObservedSearchIndex implements BulkSearchIndex {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly index: BulkSearchIndex) {}

  /** Calls `listener` after each write; returns how to stop. */
  onWritten(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async upsert(document: SearchDocument): Promise<void> {
    await this.index.upsert(document);
    this.written();
  }

  async remove(propertyId: number): Promise<void> {
    await this.index.remove(propertyId);
    this.written();
  }

  async upsertMany(documents: readonly SearchDocument[]): Promise<void> {
    await this.index.upsertMany(documents);
    this.written();
  }

  async removeMany(propertyIds: readonly number[]): Promise<void> {
    await this.index.removeMany(propertyIds);
    this.written();
  }

  search(...args: Parameters<BulkSearchIndex['search']>): ReturnType<BulkSearchIndex['search']> {
    return this.index.search(...args);
  }

  indexedIds(): Promise<number[]> {
    return this.index.indexedIds();
  }

  refreshNow(): Promise<void> {
    return this.index.refreshNow();
  }

  private written(): void {
    for (const listener of this.listeners) listener();
  }
}
