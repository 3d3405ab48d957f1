import type { SearchDocument } from '../../ports/services.port.js';
import type { Auction } from '../auction/auction.js';
import type { Photo } from '../photo/photo.js';
import type { Property } from '../property/property.js';

/**
 * What the search index holds of a sale. The price is what a buyer would pay now (the current
 * price, else the first price); a sale closed by an accepted offer ends at its closing time.
 */
export function searchDocumentOf(
  property: Property,
  auction: Auction,
  mainPhoto: Photo | null,
): SearchDocument {
  const { address } = property;
  return {
    propertyId: property.id,
    reference: property.reference,
    title: property.title,
    type: property.type,
    city: address.city,
    postcode: address.postcode,
    department: address.department,
    location: address.lat !== null && address.lng !== null ? { lat: address.lat, lng: address.lng } : null,
    price: auction.currentPrice ?? auction.firstPrice,
    rooms: property.rooms,
    bedrooms: property.bedrooms,
    livingArea: property.livingArea,
    landArea: property.landArea,
    startAt: auction.startAt,
    endAt: auction.closedAt !== null ? Math.min(auction.closedAt, auction.endAt) : auction.endAt,
    mainPhotoId: mainPhoto?.id ?? null,
  };
}
