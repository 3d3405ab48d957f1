import type { Auction, Bid } from '../../domain/auction/auction.js';
import { isInFinalPhase } from '../../domain/auction/final-phase.js';
import { outcomeOffer, saleOutcome } from '../../domain/auction/outcome.js';
import { auctionPhase, type AuctionPhase } from '../../domain/auction/phase.js';
import type { PropertyDocument } from '../../domain/document/document.js';
import type { Photo } from '../../domain/photo/photo.js';
import { isPubliclyVisible } from '../../domain/property/publication.js';
import type { Property } from '../../domain/property/property.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Instant } from '../../shared/time.js';

// The property page in three parts, so that a cache can keep the first two: the sale (the same for
// every viewer until a write of the sale), the auction's standing (until the auction changes), and the
// viewer's own state (read per request). GetPropertyPage reads whichever it is not given.

/** What every viewer's page shows of the sale but its auction. */
export interface PageSale {
  property: Property;
  photos: Photo[];
  documents: PropertyDocument[];
  /** The user ids of the property's registered buyers (acheteurs), in registration order. */
  buyerIds: number[];
  /** The sale's negotiator (null if the account is gone). */
  negotiator: { firstName: string; lastName: string; phone: string; email: string } | null;
}

/** The auction as the page shows it, and the offer its outcome is read from. */
export interface PageStanding {
  auction: Auction | null;
  highest: Bid | null;
}

/** The sale's part of the page; null for an unknown property. */
export async function readPageSale(
  repos: Pick<Repositories, 'properties' | 'photos' | 'documents' | 'buyerFiles' | 'users'>,
  propertyId: number,
): Promise<PageSale | null> {
  const property = await repos.properties.findById(propertyId);
  if (!property) return null;
  const [photos, documents, files, negotiator] = await Promise.all([
    repos.photos.listByProperty(property.id),
    repos.documents.listByProperty(property.id),
    repos.buyerFiles.listByProperty(property.id),
    repos.users.findById(property.negotiatorId),
  ]);
  return {
    property,
    photos,
    documents,
    buyerIds: files.map((file) => file.userId),
    negotiator: negotiator && {
      firstName: negotiator.firstName,
      lastName: negotiator.lastName,
      phone: negotiator.phone,
      email: negotiator.email,
    },
  };
}

/** The auction's part of the page, as committed now. */
export async function readPageStanding(
  repos: Pick<Repositories, 'auctions' | 'bids'>,
  propertyId: number,
): Promise<PageStanding> {
  const auction = await repos.auctions.findByPropertyId(propertyId);
  const highest = auction?.lastBidId
    ? await repos.bids.findById(auction.lastBidId)
    : auction && auction.bidCount > 0
      ? outcomeOffer(await repos.bids.listByAuction(auction.id)) // every offer refused
      : null;
  return { auction, highest };
}

/** The phase of the sale: its auction's, or its offers window's for a property without one. */
export function pageWindowPhase(
  sale: Pick<PageSale, 'property'>,
  auction: Auction | null,
  now: Instant,
): { phase: AuctionPhase; inFinalPhase: boolean } {
  const window = auction ?? {
    startAt: sale.property.offersStartAt,
    endAt: sale.property.offersEndAt,
    closedAt: null,
  };
  const phase = auctionPhase(window, now);
  return { phase, inFinalPhase: phase !== 'ended' && isInFinalPhase(window, now) };
}

/**
 * What moves with time alone in the page an anonymous visitor gets (besides the server time): whether
 * the public sees it, the phase, the final 36 h (the restricted documents, the Documents button), and
 * the outcome. A page built for one moment serves every request of the same moment.
 */
export function anonymousPageMoment(sale: PageSale, standing: PageStanding, now: Instant): string {
  const { phase, inFinalPhase } = pageWindowPhase(sale, standing.auction, now);
  const outcome = standing.auction ? saleOutcome(standing.auction, standing.highest, now).kind : '';
  return `${isPubliclyVisible(sale.property, now)}.${phase}.${inFinalPhase}.${outcome}`;
}
