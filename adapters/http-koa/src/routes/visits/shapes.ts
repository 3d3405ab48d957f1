// The wire shapes of the visits, search and address routes. Dates of visit slots travel in the
// format they are typed in (Y-m-d H:i:s, Paris time); other instants as ISO 8601 with the Paris offset.
import {
  IMAGE_WIDTH_THUMBNAIL,
  formatEuros,
  formatParisIsoWithOffset,
  formatParisTimestampMicros,
  freePlaces,
  photoUrl,
  visitEndsAt,
  type AddressSuggestion,
  type Instant,
  type PropertyBuyer,
  type SaleCard,
  type SavedSearch,
  type Visit,
  type VisitAttendee,
  type VisitSlotView,
} from '@immo/core';

/** The IRI of a user, as the bid history writes it. */
export const userIri = (id: number): string => `/api/users/${id}`;

/** 'Y-m-d H:i:s' in Paris time: the slot form's own format (§5.6). */
export const visitDate = (instant: Instant): string => formatParisTimestampMicros(instant).slice(0, 19);

export const isoDate = (instant: Instant): string => formatParisIsoWithOffset(instant);

/** A collection in the API's hydra form. */
export const hydra = <T>(members: readonly T[], extra: Record<string, unknown> = {}) => ({
  'hydra:member': members,
  'hydra:totalItems': members.length,
  ...extra,
});

export const attendeeJson = (attendee: VisitAttendee) => ({
  id: attendee.id,
  user: userIri(attendee.id),
  firstName: attendee.firstName,
  lastName: attendee.lastName,
  email: attendee.email,
  phone: attendee.phone,
});

/** A slot of a listing: attendees only when the use case gave them (the negotiator's view). */
export const slotJson = (slot: VisitSlotView) => ({
  id: slot.id,
  bienId: slot.propertyId,
  kind: slot.kind,
  start: visitDate(slot.startsAt),
  end: visitDate(slot.endsAt),
  durationMinutes: slot.durationMinutes,
  capacity: slot.capacity,
  freePlaces: slot.freePlaces,
  bookedByViewer: slot.bookedByViewer,
  ...(slot.attendees ? { attendees: slot.attendees.map(attendeeJson) } : {}),
});

/**
 * A slot after a change. The negotiator's answers carry the ids of who is booked; a buyer's never
 * say who else comes.
 */
export const visitJson = (visit: Visit, viewerId: number, withAttendees: boolean) => ({
  id: visit.id,
  bienId: visit.propertyId,
  kind: visit.kind,
  start: visitDate(visit.startsAt),
  end: visitDate(visitEndsAt(visit)),
  durationMinutes: visit.durationMinutes,
  capacity: visit.capacity,
  freePlaces: freePlaces(visit),
  bookedByViewer: visit.attendeeIds.includes(viewerId),
  ...(withAttendees ? { attendeeIds: [...visit.attendeeIds] } : {}),
});

export const propertyBuyerJson = (buyer: PropertyBuyer) => ({
  id: buyer.userId,
  user: userIri(buyer.userId),
  dossierAcheteur: buyer.buyerFileId,
  firstName: buyer.firstName,
  lastName: buyer.lastName,
  email: buyer.email,
  phone: buyer.phone,
  interest: buyer.interest,
  registeredAt: isoDate(buyer.registeredAt),
  visitDone: buyer.visitDoneAt !== null,
  visitDoneAt: buyer.visitDoneAt === null ? null : isoDate(buyer.visitDoneAt),
});

/** A search result card: price in French, the 1024 px rendition of the main photo. */
export const saleCardJson = (card: SaleCard) => ({
  bienId: card.propertyId,
  reference: card.reference,
  title: card.title,
  type: card.type,
  city: card.city,
  postcode: card.postcode,
  department: card.department,
  location: card.location,
  price: card.price,
  priceDisplay: formatEuros(card.price),
  rooms: card.rooms,
  bedrooms: card.bedrooms,
  livingArea: card.livingArea,
  landArea: card.landArea,
  start: isoDate(card.startAt),
  end: isoDate(card.endAt),
  status: card.status,
  photo: card.mainPhotoId === null ? null : photoUrl(card.mainPhotoId, IMAGE_WIDTH_THUMBNAIL),
});

export const savedSearchJson = (search: SavedSearch) => ({
  id: search.id,
  name: search.name,
  user: userIri(search.userId),
  criteria: search.criteria,
  createdAt: isoDate(search.createdAt),
  alert: search.alert,
});

/** An address suggestion (§3.2): nom, codePostal, type, latitude, longitude, and the commune's codes. */
export const addressJson = (address: AddressSuggestion) => ({
  nom: address.nom,
  codePostal: address.codePostal,
  type: address.type,
  latitude: address.latitude,
  longitude: address.longitude,
  ville: address.ville,
  codeInsee: address.codeInsee,
  departement: address.departement,
});
