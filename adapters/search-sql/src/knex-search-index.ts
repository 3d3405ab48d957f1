import {
  distanceMetres,
  searchPageWindow,
  type GeoPoint,
  type Instant,
  type SearchCriteria,
  type SearchDocument,
  type SearchIndex,
} from '@immo/core';
import type { Knex } from 'knex';
import { boundingBox } from './bounding-box.js';
import { SEARCH_MIGRATIONS_TABLE, searchMigrationSource } from './migrations.js';
import { orderBySearchRank, whereMatching } from './search-filters.js';
import { fromRow, SEARCH_DOCUMENTS_TABLE, toRow, type SearchDocumentRow } from './search-documents-table.js';

export type SearchSqlDialect = 'sqlite' | 'mysql';

export interface SearchPage {
  hits: SearchDocument[];
  total: number;
}

type Paging = ReturnType<typeof searchPageWindow>;

/** Rows per statement of a bulk write: 18 columns × 500 stays under SQLite's 32 766 bound parameters. */
const BULK_BATCH = 500;

interface Candidate {
  property_id: number;
  lat: number;
  lng: number;
}

/**
 * The embedded default's search: SQL on the application's own database (SQLite or MySQL/MariaDB),
 * in a table of its own. Filtering and ordering run in SQL; a radius is a bounding box in SQL, then
 * core's exact haversine distance in JS, so results are exactly core's matchesCriteria.
 */
export class KnexSearchIndex implements SearchIndex {
  constructor(
    private readonly knex: Knex,
    /** The database behind `knex`; the SQL written here is the same on both. */
    readonly dialect: SearchSqlDialect,
  ) {}

  /** Creates or updates the search table; running it again changes nothing. */
  async migrate(): Promise<void> {
    await this.knex.migrate.latest({
      migrationSource: searchMigrationSource,
      tableName: SEARCH_MIGRATIONS_TABLE,
    });
  }

  async upsert(document: SearchDocument): Promise<void> {
    await this.knex(SEARCH_DOCUMENTS_TABLE).insert(toRow(document)).onConflict('property_id').merge();
  }

  async remove(propertyId: number): Promise<void> {
    await this.knex(SEARCH_DOCUMENTS_TABLE).where('property_id', propertyId).delete();
  }

  /** Many documents in one statement per batch, for a bulk reindex. */
  async upsertMany(documents: readonly SearchDocument[]): Promise<void> {
    for (let start = 0; start < documents.length; start += BULK_BATCH) {
      const rows = documents.slice(start, start + BULK_BATCH).map(toRow);
      await this.knex(SEARCH_DOCUMENTS_TABLE).insert(rows).onConflict('property_id').merge();
    }
  }

  async removeMany(propertyIds: readonly number[]): Promise<void> {
    for (let start = 0; start < propertyIds.length; start += BULK_BATCH) {
      await this.table()
        .whereIn('property_id', propertyIds.slice(start, start + BULK_BATCH))
        .delete();
    }
  }

  async indexedIds(): Promise<number[]> {
    const rows: { property_id: number }[] = await this.table().select('property_id').orderBy('property_id');
    return rows.map((row) => Number(row.property_id));
  }

  /** Every write is visible once it returns: nothing to do. */
  async refreshNow(): Promise<void> {}

  async search(criteria: SearchCriteria, now: Instant, pageSize: number): Promise<SearchPage> {
    const paging = searchPageWindow(criteria.page, pageSize);
    if (criteria.aroundRadius > 0 && criteria.location !== null) {
      return this.searchAround(criteria.location, criteria, now, paging);
    }
    const [counted] = await whereMatching(this.table(), criteria, now, null).count({ total: '*' });
    const rows: SearchDocumentRow[] = await orderBySearchRank(
      whereMatching(this.table(), criteria, now, null),
      now,
      criteria.sort,
    )
      .select('*')
      .offset(paging.offset)
      .limit(paging.limit);
    return { hits: rows.map(fromRow), total: Number(counted?.total ?? 0) };
  }

  /**
   * Only the ids and points of the boxed candidates travel, already in order; the exact distance
   * keeps those inside the circle, and the full rows are read for the requested page alone.
   */
  private async searchAround(
    centre: GeoPoint,
    criteria: SearchCriteria,
    now: Instant,
    paging: Paging,
  ): Promise<SearchPage> {
    const box = boundingBox(centre, criteria.aroundRadius);
    const candidates: Candidate[] = await orderBySearchRank(
      whereMatching(this.table(), criteria, now, box),
      now,
      criteria.sort,
    ).select('property_id', 'lat', 'lng');
    const inside = candidates.filter(
      (c) => distanceMetres(centre, { lat: Number(c.lat), lng: Number(c.lng) }) <= criteria.aroundRadius,
    );
    const pageIds = inside.slice(paging.offset, paging.offset + paging.limit).map((c) => c.property_id);
    return { hits: await this.documentsInOrder(pageIds), total: inside.length };
  }

  private async documentsInOrder(ids: number[]): Promise<SearchDocument[]> {
    if (ids.length === 0) return [];
    const rows: SearchDocumentRow[] = await this.table().whereIn('property_id', ids).select('*');
    const byId = new Map(rows.map((row) => [Number(row.property_id), fromRow(row)]));
    // A document removed between the two reads is simply left out.
    return ids.flatMap((id) => byId.get(Number(id)) ?? []);
  }

  private table(): Knex.QueryBuilder {
    return this.knex(SEARCH_DOCUMENTS_TABLE);
  }
}
