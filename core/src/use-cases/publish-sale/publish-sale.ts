import {
  isPublished,
  publicationMissing,
  publicationMissingCode,
  publicationMissingField,
  type PublicationItem,
} from '../../domain/property/publication.js';
import type { Property } from '../../domain/property/property.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { err, fail, ok, type DomainError, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import {
  authorizeSaleOwner,
  isSaleId,
  publishSaleEvent,
  type SaleWriteDeps,
} from '../create-sale/sale-checks.js';

export interface SalePublicationInput {
  viewer: Viewer;
  bienId: unknown;
}

/** Where a sale stands with its publication, for the negotiator. */
export interface SalePublication {
  bienId: number;
  published: boolean;
  publishedAt: Instant | null;
  /** What publishing still needs, in the form's order (empty when it may be published). */
  missing: PublicationItem[];
  /** Unpublishing is refused once someone bid. */
  hasBids: boolean;
}

export type PublicationDeps = Pick<SaleWriteDeps, 'repos' | 'unitOfWork' | 'clock' | 'events' | 'errors'>;

/** The sale the viewer manages, or not_found / unauthenticated / forbidden. */
async function managedSale(repos: Repositories, input: SalePublicationInput): Promise<Result<Property>> {
  const property = isSaleId(input.bienId) ? await repos.properties.findById(input.bienId) : null;
  const authorized = authorizeSaleOwner(input.viewer, property ?? { negotiatorId: -1 });
  if (!authorized.ok && authorized.error.code === 'unauthenticated') return authorized;
  if (!property) return fail('not_found', undefined, 'bienId');
  return authorized.ok ? ok(property) : authorized;
}

async function publicationOf(repos: Repositories, property: Property): Promise<SalePublication> {
  const [photos, auction] = await Promise.all([
    repos.photos.listByProperty(property.id),
    repos.auctions.findByPropertyId(property.id),
  ]);
  return {
    bienId: property.id,
    published: isPublished(property),
    publishedAt: property.publishedAt,
    missing: publicationMissing(property, photos.length),
    hasBids: (auction?.bidCount ?? 0) > 0,
  };
}

/** The refusal listing what is missing: each item as a field error, so the form can point at it. */
export function publicationIncomplete(missing: readonly PublicationItem[]): DomainError {
  const fields: Record<string, DomainError> = {};
  for (const item of missing) fields[publicationMissingField(item)] = { code: publicationMissingCode(item) };
  return { code: 'sale_publication_incomplete', params: { count: missing.length }, fields };
}

/** GET: the sale's publication state and what it still lacks. */
export class GetSalePublication implements UseCase<SalePublicationInput, SalePublication> {
  constructor(private readonly deps: Pick<PublicationDeps, 'repos'>) {}

  async execute(input: SalePublicationInput): Promise<Result<SalePublication>> {
    const sale = await managedSale(this.deps.repos, input);
    return sale.ok ? ok(await publicationOf(this.deps.repos, sale.value)) : sale;
  }
}

/**
 * The sale's negotiator (or an administrator) publishes it: refused with the list of what is missing
 * (sale_publication_incomplete, one field error per item); publishing again changes nothing.
 */
export class PublishSale implements UseCase<SalePublicationInput, SalePublication> {
  constructor(private readonly deps: PublicationDeps) {}

  async execute(input: SalePublicationInput): Promise<Result<SalePublication>> {
    const sale = await managedSale(this.deps.repos, input);
    if (!sale.ok) return sale;
    const now = this.deps.clock.now();
    const result = await this.deps.unitOfWork.run(async (repos): Promise<Result<SalePublication>> => {
      const property = await repos.properties.findById(sale.value.id);
      if (!property) return fail('not_found', undefined, 'bienId');
      if (isPublished(property)) return ok(await publicationOf(repos, property));
      const state = await publicationOf(repos, property);
      if (state.missing.length > 0) return err(publicationIncomplete(state.missing));
      const published = { ...property, publishedAt: now, updatedAt: now };
      await repos.properties.update(published);
      return ok({ ...state, published: true, publishedAt: now });
    });
    if (result.ok)
      await publishSaleEvent(this.deps, { type: 'SaleUpdated', propertyId: result.value.bienId });
    return result;
  }
}

/** Back to draft (hidden from the public again); refused with sale_unpublish_has_bids once someone bid. */
export class UnpublishSale implements UseCase<SalePublicationInput, SalePublication> {
  constructor(private readonly deps: PublicationDeps) {}

  async execute(input: SalePublicationInput): Promise<Result<SalePublication>> {
    const sale = await managedSale(this.deps.repos, input);
    if (!sale.ok) return sale;
    const now = this.deps.clock.now();
    const result = await this.deps.unitOfWork.run(async (repos): Promise<Result<SalePublication>> => {
      const property = await repos.properties.findById(sale.value.id);
      if (!property) return fail('not_found', undefined, 'bienId');
      const state = await publicationOf(repos, property);
      if (state.hasBids) return fail('sale_unpublish_has_bids');
      if (!isPublished(property)) return ok(state);
      await repos.properties.update({ ...property, publishedAt: null, updatedAt: now });
      return ok({ ...state, published: false, publishedAt: null });
    });
    if (result.ok)
      await publishSaleEvent(this.deps, { type: 'SaleUpdated', propertyId: result.value.bienId });
    return result;
  }
}
