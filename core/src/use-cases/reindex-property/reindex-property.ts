import type { Repositories } from '../../ports/repositories.port.js';
import type { SearchIndex } from '../../ports/services.port.js';
import { searchDocumentOf } from '../../domain/search/search-document.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';

export interface ReindexPropertyInput {
  propertyId: number;
}

/** Brings the search index in line with a property after any change to it, its auction or its photos. */
export class ReindexProperty implements UseCase<ReindexPropertyInput, { indexed: boolean }> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'properties' | 'auctions' | 'photos'>;
      search: SearchIndex;
    },
  ) {}

  async execute({ propertyId }: ReindexPropertyInput): Promise<Result<{ indexed: boolean }>> {
    const { properties, auctions, photos } = this.deps.repos;
    const [property, auction, photoList] = await Promise.all([
      properties.findById(propertyId),
      auctions.findByPropertyId(propertyId),
      photos.listByProperty(propertyId),
    ]);
    if (!property || !auction) {
      await this.deps.search.remove(propertyId);
      return ok({ indexed: false });
    }
    await this.deps.search.upsert(searchDocumentOf(property, auction, photoList[0] ?? null));
    return ok({ indexed: true });
  }
}
