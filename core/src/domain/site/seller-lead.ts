import type { MessageCode } from '../../messages/catalogue.js';
import { isValidEmail, normalizeEmail } from '../../shared/email.js';
import { err, ok, type DomainError, type Result } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { isPropertyTypeCode, type PropertyTypeCode } from '../property/property-type.js';
import { isValidPhone } from '../user/account-rules.js';

/** The sell form and the estimate page (spec §2.4): an owner leaves his property to be called back. */
export const SELLER_LEAD_KINDS = ['sell', 'estimate'] as const;
export type SellerLeadKind = (typeof SELLER_LEAD_KINDS)[number];

export const SELLER_LEAD_LIMITS = {
  nameMax: 100,
  addressMax: 255,
  messageMax: 2000,
  areaMax: 100_000,
  roomsMax: 100,
} as const;

export interface SellerLead {
  id: number;
  kind: SellerLeadKind;
  type: PropertyTypeCode;
  address: { street: string; postcode: string; city: string; lat: number | null; lng: number | null };
  /** m², null when the owner does not know it. */
  livingArea: number | null;
  rooms: number | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** When the owner agreed to be contacted about his property (the form cannot be sent without). */
  consentAt: Instant;
  createdAt: Instant;
}

export type SellerLeadDraft = Omit<SellerLead, 'id'>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim().replace(',', '.'));
    return Number.isFinite(n) ? n : NaN;
  }
  return null;
};

/**
 * The lead the form describes, or every field's error at once (code seller_lead_invalid, `field` the
 * first one): a type, the address as the geocoder gave it (street, postcode, town), an optional
 * surface and number of rooms, a name, an e-mail, an optional phone, and the consent ticked.
 */
export function sellerLeadOf(input: Record<string, unknown>, now: Instant): Result<SellerLeadDraft> {
  const fields: Record<string, DomainError> = {};
  const flag = (field: string, code: MessageCode, params?: Record<string, string | number>) => {
    fields[field] ??= { code, ...(params ? { params } : {}), field };
  };
  const kind = SELLER_LEAD_KINDS.find((k) => k === input.kind) ?? 'sell';
  const type = input.type;
  if (!isPropertyTypeCode(type)) flag('type', 'field_required');
  const street = text(input.adresse);
  const postcode = text(input.codePostal);
  const city = text(input.ville);
  if (!street) flag('adresse', 'field_required');
  else if (street.length > SELLER_LEAD_LIMITS.addressMax)
    flag('adresse', 'seller_lead_too_long', { max: SELLER_LEAD_LIMITS.addressMax });
  if (!/^\d{5}$/.test(postcode)) flag('codePostal', 'seller_lead_postcode_invalid');
  if (!city) flag('ville', 'field_required');
  const lat = numberOf(input.lat);
  const lng = numberOf(input.lng);
  const located =
    lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
  const area = numberOf(input.surface);
  if (area !== null && !(area > 0 && area <= SELLER_LEAD_LIMITS.areaMax))
    flag('surface', 'seller_lead_surface_invalid', { max: SELLER_LEAD_LIMITS.areaMax });
  const rooms = numberOf(input.pieces);
  if (rooms !== null && !(Number.isInteger(rooms) && rooms >= 1 && rooms <= SELLER_LEAD_LIMITS.roomsMax))
    flag('pieces', 'seller_lead_rooms_invalid', { max: SELLER_LEAD_LIMITS.roomsMax });
  const name = text(input.nom);
  if (!name) flag('nom', 'field_required');
  else if (name.length > SELLER_LEAD_LIMITS.nameMax)
    flag('nom', 'seller_lead_too_long', { max: SELLER_LEAD_LIMITS.nameMax });
  const email = text(input.email);
  if (!email) flag('email', 'field_required');
  else if (!isValidEmail(email)) flag('email', 'email_invalid');
  const phone = text(input.telephone);
  if (phone && !isValidPhone(phone)) flag('telephone', 'phone_invalid');
  const message = text(input.message);
  if (message.length > SELLER_LEAD_LIMITS.messageMax)
    flag('message', 'seller_lead_too_long', { max: SELLER_LEAD_LIMITS.messageMax });
  if (input.consentement !== true) flag('consentement', 'seller_lead_consent_required');

  const first = Object.values(fields)[0];
  if (first)
    return err({
      code: 'seller_lead_invalid',
      params: { count: Object.keys(fields).length },
      ...(first.field ? { field: first.field } : {}),
      fields,
    });
  return ok({
    kind,
    type: type as PropertyTypeCode,
    address: { street, postcode, city, lat: located?.lat ?? null, lng: located?.lng ?? null },
    livingArea: area,
    rooms,
    name,
    email: normalizeEmail(email),
    phone,
    message,
    consentAt: now,
    createdAt: now,
  });
}

/** The negotiator space's list of the owners' requests. */
export const SELLER_LEADS_PATH = '/espace-negociateur/vendeurs';
