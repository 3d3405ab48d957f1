import {
  DEFAULT_SEARCH_SORT,
  distanceMetres,
  EARTH_RADIUS_METRES,
  searchPageWindow,
  SEARCH_STATUS_ORDER,
  type GeoPoint,
  type Instant,
  type SearchCriteria,
  type SearchDocument,
  type SearchIndex,
} from '@immo/core';
import type { Knex } from 'knex';
import { boundingBox, type BoundingBox } from './bounding-box.js';
import { LAT_BAND_INDEX, SEARCH_MIGRATIONS_TABLE, searchMigrationSource } from './migrations.js';
import { orderBySearchRank, whereMatching, whereStatusAt } from './search-filters.js';
import { fromRow, SEARCH_DOCUMENTS_TABLE, toRow, type SearchDocumentRow } from './search-documents-table.js';

export type SearchSqlDialect = 'sqlite' | 'mysql';

export interface SearchPage {
  hits: SearchDocument[];
  total: number;
}

/**
 * Half the width of the ring where core's JS decides: SQL's floating-point haversine differs from
 * core's by far less than a millimetre.
 */
const RING_HALF_WIDTH_METRES = 1;

/** sin²(d / 2R): the haversine of a distance, which grows with it up to half the globe. */
const haversineOf = (metres: number): number => Math.sin(Math.max(0, metres) / EARTH_RADIUS_METRES / 2) ** 2;

/** The haversine between `centre` and the row's point, in the functions SQLite (3.35+) and MySQL share. */
function haversineSql(centre: GeoPoint): { sql: string; bindings: number[] } {
  const halfDelta = (column: string) => `sin(radians(${column} - ?) / 2)`;
  return {
    sql: `(${halfDelta('lat')} * ${halfDelta('lat')} + cos(radians(?)) * cos(radians(lat)) * ${halfDelta('lng')} * ${halfDelta('lng')})`,
    bindings: [centre.lat, centre.lat, centre.lat, centre.lng, centre.lng],
  };
}

/** Rows per statement of a bulk write: 18 columns × 500 stays under SQLite's 32 766 bound parameters. */
const BULK_BATCH = 500;

interface Candidate {
  property_id: number;
  lat: number;
  lng: number;
}

/**
 * The embedded default's search: SQL on the application's own database (SQLite or MySQL/MariaDB),
 * in a table of its own. Filtering, counting, ordering and paging run in SQL; a radius is a box the
 * (lat_band, lng) index serves, then the haversine in SQL, exact as core's except in a thin ring at
 * the edge that core decides (circleFilter), so results are exactly core's matchesCriteria.
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
    const around = criteria.aroundRadius > 0 && criteria.location !== null;
    const box = around ? boundingBox(criteria.location!, criteria.aroundRadius) : null;
    const insideCircle = around ? await this.circleFilter(criteria.location!, criteria, now, box!) : null;
    const matching = () => {
      const query = whereMatching(this.table(box), criteria, now, box);
      return insideCircle ? query.where(insideCircle) : query;
    };
    if (!box) return this.searchByStatus(matching, criteria, now, paging);
    // In a box, one pass ranks the ids from the box index alone, the total riding on every row as a
    // window count taken before the LIMIT; then the page's rows are read.
    const ranked: { property_id: number; search_total: number }[] = await orderBySearchRank(
      matching(),
      now,
      criteria.sort,
    )
      .select('property_id', this.knex.raw('count(*) over () as search_total'))
      .offset(paging.offset)
      .limit(paging.limit);
    if (ranked.length > 0) {
      const hits = await this.documentsInOrder(ranked.map((row) => Number(row.property_id)));
      return { hits, total: Number(ranked[0]!.search_total) };
    }
    // A page past the end has no row to carry the total.
    const [counted] = await matching().count({ total: '*' });
    return { hits: [], total: Number(counted?.total ?? 0) };
  }

  /**
   * Without a box (the home page's list, a search by text or budget), on the indexes that match the
   * order: 'ending_soonest' ranks the statuses one after the other (live sales by end, upcoming ones
   * by start, ended ones latest first), each status a count and, where the page falls, an ordered
   * LIMIT read along its index ((end_at, property_id, start_at) or (start_at, property_id)); the
   * other orders are a count and a LIMIT read along their column's index. Never a sort of every
   * matching sale, never a window count over them.
   */
  private async searchByStatus(
    matching: () => Knex.QueryBuilder,
    criteria: SearchCriteria,
    now: Instant,
    paging: { offset: number; limit: number },
  ): Promise<SearchPage> {
    const sort = criteria.sort ?? DEFAULT_SEARCH_SORT;
    const parts =
      sort === 'ending_soonest'
        ? SEARCH_STATUS_ORDER.filter(
            (status) => criteria.statuses.length === 0 || criteria.statuses.includes(status),
          ).map((status) => ({
            query: () => whereStatusAt(matching(), status, now),
            order: (query: Knex.QueryBuilder) => orderBySearchRank(query, now, sort, status),
          }))
        : [
            {
              query: matching,
              order: (query: Knex.QueryBuilder) => orderBySearchRank(query, now, criteria.sort),
            },
          ];
    let skip = paging.offset;
    let total = 0;
    const ids: number[] = [];
    for (const part of parts) {
      const [counted] = await part.query().count({ total: '*' });
      const count = Number(counted?.total ?? 0);
      total += count;
      const wanted = paging.limit - ids.length;
      if (wanted <= 0 || count === 0) continue;
      if (skip >= count) {
        skip -= count;
        continue;
      }
      const rows: { property_id: number }[] = await part
        .order(part.query())
        .select('property_id')
        .offset(skip)
        .limit(wanted);
      ids.push(...rows.map((row) => Number(row.property_id)));
      skip = 0;
    }
    return { hits: ids.length > 0 ? await this.documentsInOrder(ids) : [], total };
  }

  private async documentsInOrder(ids: number[]): Promise<SearchDocument[]> {
    const rows: SearchDocumentRow[] = await this.table().whereIn('property_id', ids).select('*');
    const byId = new Map(rows.map((row) => [Number(row.property_id), fromRow(row)]));
    // A document removed between the two reads is simply left out.
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The circle as a SQL condition, exact as core's distanceMetres: the database's haversine (its own
   * floating-point sin and cos) decides well inside and well outside; the few boxed candidates in a
   * 2 m ring at the edge are read and decided by core in JS.
   */
  private async circleFilter(
    centre: GeoPoint,
    criteria: SearchCriteria,
    now: Instant,
    box: BoundingBox,
  ): Promise<(query: Knex.QueryBuilder) => void> {
    const radius = criteria.aroundRadius;
    const haversine = haversineSql(centre);
    const inner = haversineOf(radius - RING_HALF_WIDTH_METRES);
    const outer = haversineOf(radius + RING_HALF_WIDTH_METRES);
    const ring: Candidate[] = await whereMatching(this.table(box), criteria, now, box)
      .whereRaw(`${haversine.sql} > ?`, [...haversine.bindings, inner])
      .whereRaw(`${haversine.sql} <= ?`, [...haversine.bindings, outer])
      .select('property_id', 'lat', 'lng');
    const kept = ring
      .filter((c) => distanceMetres(centre, { lat: Number(c.lat), lng: Number(c.lng) }) <= radius)
      .map((c) => Number(c.property_id));
    return (query) => {
      query.whereRaw(`${haversine.sql} <= ?`, [...haversine.bindings, inner]);
      if (kept.length > 0) query.orWhereIn('property_id', kept);
    };
  }

  /**
   * The table; with a box, on MySQL, read through the (lat_band, lng) index: a box around Paris holds
   * a good share of all sales, and MariaDB's estimate then prefers scanning the whole table, which
   * measured slower than the index (see docs/architecture.md, Search).
   */
  private table(box: BoundingBox | null = null): Knex.QueryBuilder {
    if (box && this.dialect === 'mysql') {
      return this.knex.from(this.knex.raw('?? force index (??)', [SEARCH_DOCUMENTS_TABLE, LAT_BAND_INDEX]));
    }
    return this.knex(SEARCH_DOCUMENTS_TABLE);
  }
}
