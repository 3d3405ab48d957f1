import type { Repositories } from '../../ports/repositories.port.js';
import type { SearchDocument, SearchIndex } from '../../ports/services.port.js';
import { isPublished } from '../../domain/property/publication.js';
import { searchDocumentOf } from '../../domain/search/search-document.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';

export type SearchSourceRepositories = Pick<Repositories, 'properties' | 'auctions' | 'photos'>;

/**
 * What the index must hold for a property now: its document, or null when it has no sale to show —
 * no auction, or a draft (isPublished): search and the home page never list a draft.
 */
export async function currentSearchDocument(
  repos: SearchSourceRepositories,
  propertyId: number,
): Promise<SearchDocument | null> {
  const [property, auction, photoList] = await Promise.all([
    repos.properties.findById(propertyId),
    repos.auctions.findByPropertyId(propertyId),
    repos.photos.listByProperty(propertyId),
  ]);
  if (!property || !auction || !isPublished(property)) return null;
  return searchDocumentOf(property, auction, photoList[0] ?? null);
}

export interface ReindexPropertyInput {
  propertyId: number;
}

/** Brings the search index in line with a property after any change to it, its auction or its photos. */
export class ReindexProperty implements UseCase<ReindexPropertyInput, { indexed: boolean }> {
  constructor(
    private readonly deps: {
      repos: SearchSourceRepositories;
      search: SearchIndex;
    },
  ) {}

  async execute({ propertyId }: ReindexPropertyInput): Promise<Result<{ indexed: boolean }>> {
    const document = await currentSearchDocument(this.deps.repos, propertyId);
    if (!document) {
      await this.deps.search.remove(propertyId);
      return ok({ indexed: false });
    }
    await this.deps.search.upsert(document);
    return ok({ indexed: true });
  }
}
