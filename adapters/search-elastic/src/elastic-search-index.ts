import {
  distanceMetres,
  DEFAULT_SEARCH_SORT,
  ENDING_SOONEST_KEYS,
  LISTING_STATUSES,
  SEARCH_INDEX_NAME,
  SEARCH_SORT_KEYS,
  SEARCH_STATUS_ORDER,
  searchPageWindow,
  type GeoPoint,
  type Instant,
  type SearchCriteria,
  type SearchDocument,
  type SearchIndex,
} from '@immo/core';
import { errors, type Client, type estypes } from '@elastic/elasticsearch';
import {
  DOCUMENT_SOURCE_FIELDS,
  fromSource,
  SEARCH_INDEX_MAPPINGS,
  SEARCH_INDEX_SETTINGS,
  toSource,
  type SearchDocumentSource,
} from './search-document-source.js';
import {
  allOf,
  anyOf,
  askedStatuses,
  criteriaFilters,
  geoDistance,
  sortBy,
  statusQuery,
} from './search-queries.js';

type Query = estypes.QueryDslQueryContainer;
type StoredHit = estypes.SearchHit<Pick<SearchDocumentSource, (typeof DOCUMENT_SOURCE_FIELDS)[number]>>;

export interface ElasticSearchIndexOptions {
  /** The index name; tests use one of their own. */
  index?: string;
  /**
   * How a write becomes visible: `true` (the default) refreshes the shard at once, so the next
   * search sees it, as the SearchIndex contract expects; `'wait_for'` waits for the next periodic
   * refresh (up to 1 s) instead; `false` leaves it to that refresh.
   */
  refresh?: boolean | 'wait_for';
}

/** A part of the ordered results: one status of the default order, or every result for another sort. */
interface ResultGroup {
  filter: Query[];
  sort: estypes.SortCombinations[];
}

/**
 * Pages up to this deep are read in one round trip, every group of the default order fetched up to
 * the page's end; deeper pages count the groups first, then read only the slices the page needs.
 */
const ONE_TRIP_WINDOW = 100;
/** Results of one band request; more are read with search_after. */
const BAND_BATCH = 5_000;

/**
 * Elasticsearch measures distances on a slightly bigger sphere than core (6 371 008.8 m against
 * 6 371 000: 1.4 ppm) between points it rounds to about a centimetre. Inside `radius - margin` and
 * outside `radius + margin` both agree; in the ring between, core's distanceMetres decides.
 */
const radiusMargin = (metres: number): number => 1 + metres * 1e-5;

/**
 * The SearchIndex on Elasticsearch 8: one document per sale in the index `prod_bien`. Filters run
 * in the engine; the status comes from the dates and `now` at query time; the default order is
 * read one status at a time, each sorted by its own date, so no script runs per document.
 */
export class ElasticSearchIndex implements SearchIndex {
  readonly index: string;
  private readonly refresh: boolean | 'wait_for';

  constructor(
    private readonly client: Client,
    options: ElasticSearchIndexOptions = {},
  ) {
    this.index = options.index ?? SEARCH_INDEX_NAME;
    this.refresh = options.refresh ?? true;
  }

  /**
   * Creates the index with its mappings when it is missing (then it is empty: say so, so the caller
   * can fill it); otherwise puts the mappings again, which adds any new field and fails loudly on a
   * conflicting one.
   */
  async ensureIndex(): Promise<'created' | 'existing'> {
    if (await this.client.indices.exists({ index: this.index })) {
      await this.client.indices.putMapping({ index: this.index, ...SEARCH_INDEX_MAPPINGS });
      return 'existing';
    }
    try {
      await this.client.indices.create({
        index: this.index,
        settings: SEARCH_INDEX_SETTINGS,
        mappings: SEARCH_INDEX_MAPPINGS,
      });
    } catch (error) {
      const raced =
        error instanceof errors.ResponseError &&
        error.body?.error?.type === 'resource_already_exists_exception';
      // Another process created it in the meantime.
      if (raced) return 'existing';
      throw error;
    }
    return 'created';
  }

  async deleteIndex(): Promise<void> {
    await this.client.indices.delete({ index: this.index }, { ignore: [404] });
  }

  async upsert(document: SearchDocument): Promise<void> {
    await this.client.index({
      index: this.index,
      id: String(document.propertyId),
      document: toSource(document),
      refresh: this.refresh,
    });
  }

  async remove(propertyId: number): Promise<void> {
    await this.client.delete(
      { index: this.index, id: String(propertyId), refresh: this.refresh },
      { ignore: [404] },
    );
  }

  /** Many documents in one request, visible after the next refresh (`refreshNow` forces it). */
  async upsertMany(documents: readonly SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const response = await this.client.bulk({
      operations: documents.flatMap((doc) => [
        { index: { _index: this.index, _id: String(doc.propertyId) } },
        toSource(doc),
      ]),
    });
    if (response.errors) {
      const failed = response.items.find((item) => item.index?.error)?.index;
      throw new Error(
        `Bulk indexing into ${this.index} failed for ${failed?._id}: ${JSON.stringify(failed?.error)}`,
      );
    }
  }

  /** Removes many properties in one request (unknown ones are ignored), visible after the next refresh. */
  async removeMany(propertyIds: readonly number[]): Promise<void> {
    if (propertyIds.length === 0) return;
    const response = await this.client.bulk({
      operations: propertyIds.map((id) => ({ delete: { _index: this.index, _id: String(id) } })),
    });
    const failed = response.items.find((item) => item.delete?.error)?.delete;
    if (failed)
      throw new Error(
        `Bulk removal from ${this.index} failed for ${failed._id}: ${JSON.stringify(failed.error)}`,
      );
  }

  /** Every indexed property id, in order. */
  async indexedIds(): Promise<number[]> {
    const ids: number[] = [];
    for await (const hit of this.everyHit({ match_all: {} }, ['propertyId'])) ids.push(hit.propertyId);
    return ids;
  }

  async refreshNow(): Promise<void> {
    await this.client.indices.refresh({ index: this.index });
  }

  async search(
    criteria: SearchCriteria,
    now: Instant,
    pageSize: number,
  ): Promise<{ hits: SearchDocument[]; total: number }> {
    const filter = criteriaFilters(criteria);
    if (criteria.aroundRadius > 0 && criteria.location !== null) {
      filter.push(
        await this.withinRadius(criteria.location, criteria.aroundRadius, [
          ...filter,
          ...this.statusFilter(criteria, now),
        ]),
      );
    }
    return this.pageOf(this.groupsOf(criteria, now, filter), searchPageWindow(criteria.page, pageSize));
  }

  private statusFilter(criteria: SearchCriteria, now: Instant): Query[] {
    const asked = askedStatuses(criteria);
    return asked.length === LISTING_STATUSES.length
      ? []
      : [anyOf(asked.map((status) => statusQuery(status, now)))];
  }

  /** The ordered parts of the results: one per asked status for the default order, else one. */
  private groupsOf(criteria: SearchCriteria, now: Instant, filter: Query[]): ResultGroup[] {
    const sort = criteria.sort ?? DEFAULT_SEARCH_SORT;
    if (sort !== 'ending_soonest') {
      return [
        { filter: [...filter, ...this.statusFilter(criteria, now)], sort: sortBy(SEARCH_SORT_KEYS[sort]) },
      ];
    }
    const asked = askedStatuses(criteria);
    return SEARCH_STATUS_ORDER.filter((status) => asked.includes(status)).map((status) => ({
      filter: [...filter, statusQuery(status, now)],
      sort: sortBy(ENDING_SOONEST_KEYS[status]),
    }));
  }

  /**
   * The circle as one filter: what Elasticsearch puts well inside it, plus the documents of the
   * thin ring at its edge that core's exact distance keeps.
   */
  private async withinRadius(centre: GeoPoint, radius: number, filter: Query[]): Promise<Query> {
    const margin = radiusMargin(radius);
    const inner = geoDistance(centre, Math.max(0, radius - margin));
    const ring: Query = {
      bool: { filter: [...filter, geoDistance(centre, radius + margin)], must_not: [inner] },
    };
    const kept: number[] = [];
    for await (const hit of this.everyHit(ring, ['propertyId', 'lat', 'lng'])) {
      if (
        hit.lat !== null &&
        hit.lng !== null &&
        distanceMetres(centre, { lat: hit.lat, lng: hit.lng }) <= radius
      ) {
        kept.push(hit.propertyId);
      }
    }
    return kept.length === 0 ? inner : anyOf([inner, { terms: { propertyId: kept } }]);
  }

  /** Every hit of a query, in property id order, a batch at a time. */
  private async *everyHit<F extends keyof SearchDocumentSource>(
    query: Query,
    fields: F[],
  ): AsyncGenerator<Pick<SearchDocumentSource, F>> {
    let after: estypes.SortResults | undefined;
    for (;;) {
      const response = await this.client.search<Pick<SearchDocumentSource, F>>({
        index: this.index,
        query,
        _source: fields,
        size: BAND_BATCH,
        sort: [{ propertyId: { order: 'asc' } }],
        track_total_hits: false,
        ...(after ? { search_after: after } : {}),
      });
      const hits = response.hits.hits;
      for (const hit of hits) yield hit._source!;
      if (hits.length < BAND_BATCH) return;
      after = hits[hits.length - 1]!.sort;
    }
  }

  private request(group: ResultGroup, from: number, size: number): estypes.MsearchMultisearchBody {
    return {
      query: allOf(group.filter),
      sort: group.sort,
      from,
      size,
      track_total_hits: true,
      _source: [...DOCUMENT_SOURCE_FIELDS],
    };
  }

  private async run(
    requests: estypes.MsearchMultisearchBody[],
  ): Promise<{ total: number; hits: SearchDocument[] }[]> {
    if (requests.length === 0) return [];
    const response = await this.client.msearch<StoredHit['_source']>({
      index: this.index,
      searches: requests.flatMap((body) => [{}, body]),
    });
    return response.responses.map((answer) => {
      if ('error' in answer)
        throw new Error(`Search in ${this.index} failed: ${JSON.stringify(answer.error)}`);
      const total = answer.hits.total;
      return {
        total: typeof total === 'number' ? total : (total?.value ?? 0),
        hits: answer.hits.hits.map((hit) => fromSource(hit._source!)),
      };
    });
  }

  /** One page of the groups laid end to end, and the count of them all. */
  private async pageOf(groups: ResultGroup[], { offset, limit }: { offset: number; limit: number }) {
    const end = offset + limit;
    if (groups.length === 1) {
      const [only] = await this.run([this.request(groups[0]!, offset, limit)]);
      return { hits: only!.hits, total: only!.total };
    }
    const oneTrip = end <= ONE_TRIP_WINDOW;
    const first = await this.run(groups.map((group) => this.request(group, 0, oneTrip ? end : 0)));
    const total = first.reduce((sum, group) => sum + group.total, 0);
    if (oneTrip) return { hits: first.flatMap((group) => group.hits).slice(offset, end), total };
    const slices: estypes.MsearchMultisearchBody[] = [];
    let start = 0;
    groups.forEach((group, i) => {
      const from = Math.max(0, offset - start);
      const to = Math.min(first[i]!.total, end - start);
      if (to > from) slices.push(this.request(group, from, to - from));
      start += first[i]!.total;
    });
    return { hits: (await this.run(slices)).flatMap((slice) => slice.hits), total };
  }
}
