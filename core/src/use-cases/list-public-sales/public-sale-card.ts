import { isPubliclyVisible } from '../../domain/property/publication.js';
import type { Auction } from '../../domain/auction/auction.js';
import { currentPriceDisplay } from '../../domain/auction/bid-history.js';
import { isInFinalPhase } from '../../domain/auction/final-phase.js';
import { auctionPhase, type AuctionPhase } from '../../domain/auction/phase.js';
import { IMAGE_WIDTH_THUMBNAIL } from '../../domain/photo/photo-constants.js';
import { photoUrl } from '../../domain/photo/photo-url.js';
import { isPropertyTypeCode, type PropertyTypeCode } from '../../domain/property/property-type.js';
import { searchDocumentOf } from '../../domain/search/search-document.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { SearchDocument } from '../../ports/services.port.js';
import type { Euros } from '../../shared/money.js';
import type { Instant } from '../../shared/time.js';

/** One card of a list of sales: the home page's, and the buyer space's favourites and offers. */
export interface PublicSaleCard {
  propertyId: number;
  /** Null only when the index knows a sale whose auction is gone. */
  auctionId: number | null;
  title: string;
  type: PropertyTypeCode | null;
  city: string;
  postcode: string;
  department: string;
  /** The main photo at width 1024, null without photos. */
  imageUrl: string | null;
  firstPrice: Euros | null;
  /** Null before the first bid. */
  currentPrice: Euros | null;
  /** What a buyer would pay now (current price, else first price) and its French display. */
  price: Euros;
  priceDisplay: string;
  startAt: Instant;
  /** The end in force (anti-sniping extensions included). */
  endAt: Instant;
  phase: AuctionPhase;
  inFinalPhase: boolean;
}

/** The card of an indexed sale, its price and phase read from its auction (the committed price) at `now`. */
export function publicSaleCardOf(hit: SearchDocument, auction: Auction | null, now: Instant): PublicSaleCard {
  const timing = auction ?? { startAt: hit.startAt, endAt: hit.endAt, closedAt: null };
  const phase = auctionPhase(timing, now);
  const price = auction ? (auction.currentPrice ?? auction.firstPrice) : hit.price;
  return {
    propertyId: hit.propertyId,
    auctionId: auction?.id ?? null,
    title: hit.title,
    type: isPropertyTypeCode(hit.type) ? hit.type : null,
    city: hit.city,
    postcode: hit.postcode,
    department: hit.department,
    imageUrl: hit.mainPhotoId === null ? null : photoUrl(hit.mainPhotoId, IMAGE_WIDTH_THUMBNAIL),
    firstPrice: auction?.firstPrice ?? null,
    currentPrice: auction?.currentPrice ?? null,
    price,
    priceDisplay: auction
      ? currentPriceDisplay(auction)
      : currentPriceDisplay({ currentPrice: null, firstPrice: price }),
    startAt: timing.startAt,
    endAt: timing.endAt,
    phase,
    // bienIn36h as the property page tells it: within 36 h of the end, unless the sale is over.
    inFinalPhase: phase !== 'ended' && isInFinalPhase(timing, now),
  };
}

/**
 * The card of one property read from the store rather than the index (for short lists of known
 * properties); null when the property or its auction no longer exists.
 */
export async function readPublicSaleCard(
  repos: Pick<Repositories, 'properties' | 'auctions' | 'photos'>,
  propertyId: number,
  now: Instant,
): Promise<PublicSaleCard | null> {
  const [property, auction, photos] = await Promise.all([
    repos.properties.findById(propertyId),
    repos.auctions.findByPropertyId(propertyId),
    repos.photos.listByProperty(propertyId),
  ]);
  // A sale back to draft leaves the lists it was in (favourites, offers) until published again.
  if (!property || !auction || !isPubliclyVisible(property, now)) return null;
  return publicSaleCardOf(searchDocumentOf(property, auction, photos[0] ?? null), auction, now);
}
