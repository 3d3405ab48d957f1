import type { Instant } from '../../shared/time.js';
import type { Property } from './property.js';

// A sale is a draft until its negotiator publishes it (issue 12): drafts are invisible to the public,
// to search, to favourites and to the sitemaps. Publishing requires what a buyer needs to decide.

/**
 * What publishing requires, in the order the form shows it; each names the sale form's wire field
 * it is about (for the form to point at it) and its message code (`publication_missing_<item>`).
 */
export const PUBLICATION_REQUIREMENTS = [
  { item: 'title', field: 'nom' },
  { item: 'dates', field: 'dateFin' },
  { item: 'prices', field: 'premier_prix' },
  { item: 'address', field: 'adresse' },
  { item: 'coordinates', field: 'lat' },
  { item: 'photo', field: 'photos' },
  { item: 'vendor', field: 'vendeurs' },
  { item: 'dpe', field: 'dpe_lettre' },
] as const;

export type PublicationItem = (typeof PUBLICATION_REQUIREMENTS)[number]['item'];

export type PublishableProperty = Pick<
  Property,
  | 'title'
  | 'offersStartAt'
  | 'offersEndAt'
  | 'netSellerPrice'
  | 'firstPrice'
  | 'bidStep'
  | 'address'
  | 'vendors'
  | 'dpe'
>;

const isPositiveWhole = (value: number): boolean => Number.isSafeInteger(value) && value > 0;

/** The DPE is given (date and both letters, or a blank DPE dated) or the property is exempt. */
const hasDpe = ({ dpe }: Pick<Property, 'dpe'>): boolean =>
  dpe.exempt || (dpe.date !== null && (dpe.blank || (dpe.energyClass !== null && dpe.gesClass !== null)));

const PUBLICATION_CHECKS: Record<PublicationItem, (p: PublishableProperty, photoCount: number) => boolean> = {
  title: (p) => p.title.trim() !== '',
  dates: (p) => p.offersStartAt > 0 && p.offersStartAt < p.offersEndAt,
  prices: (p) =>
    isPositiveWhole(p.netSellerPrice) &&
    isPositiveWhole(p.firstPrice) &&
    p.firstPrice > p.netSellerPrice &&
    isPositiveWhole(p.bidStep),
  address: (p) => p.address.street.trim() !== '' && p.address.postcode !== '' && p.address.city !== '',
  coordinates: (p) => p.address.lat !== null && p.address.lng !== null,
  photo: (_p, photoCount) => photoCount >= 1,
  vendor: (p) => p.vendors.some((vendor) => vendor.email.trim() !== ''),
  dpe: hasDpe,
};

/** What the sale still lacks to be published, in the form's order; empty when it may be. */
export function publicationMissing(property: PublishableProperty, photoCount: number): PublicationItem[] {
  return PUBLICATION_REQUIREMENTS.filter(({ item }) => !PUBLICATION_CHECKS[item](property, photoCount)).map(
    ({ item }) => item,
  );
}

/** The message code of a missing item (the publication area of the catalogue). */
export const publicationMissingCode = (item: PublicationItem) => `publication_missing_${item}` as const;

/** The sale form's wire field a missing item points at. */
export const publicationMissingField = (item: PublicationItem): string =>
  PUBLICATION_REQUIREMENTS.find((requirement) => requirement.item === item)?.field ?? item;

/** Whether the negotiator published the sale (it is a draft otherwise). */
export const isPublished = (property: Pick<Property, 'publishedAt'>): boolean =>
  property.publishedAt !== null;

/**
 * Whether the public may see the sale at `now`: its page, its card in lists and search, favourites,
 * sitemaps. The one predicate every public listing uses.
 */
export const isPubliclyVisible = (property: Pick<Property, 'publishedAt'>, now: Instant): boolean =>
  property.publishedAt !== null && property.publishedAt <= now;
