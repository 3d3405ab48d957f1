import type { MessageCode } from '../../messages/catalogue.js';
import { isValidEmail, normalizeEmail } from '../../shared/email.js';
import { err, ok, type DomainError, type Result } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { isValidPhone } from '../user/account-rules.js';

/** 'Contacter le négociateur' on a property page (§3.2: the contact form adds a message to the sign-up's fields). */
export interface ContactMessage {
  id: number;
  propertyId: number;
  /** The logged-in sender, null for a visitor. */
  userId: number | null;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: Instant;
}

export type ContactMessageDraft = Omit<ContactMessage, 'id'>;

export const CONTACT_LIMITS = { nameMax: 100, phoneMax: 32, messageMin: 10, messageMax: 2000 } as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The message the form describes, or every field's error at once (code contact_invalid, `field` the
 * first one): a name, an e-mail, an optional phone, a message of 10 to 2 000 characters.
 */
export function contactMessageOf(
  input: Record<string, unknown>,
  context: { propertyId: number; userId: number | null; now: Instant },
): Result<ContactMessageDraft> {
  const fields: Record<string, DomainError> = {};
  const flag = (field: string, code: MessageCode, params?: Record<string, string | number>) => {
    fields[field] ??= { code, ...(params ? { params } : {}), field };
  };
  const name = text(input.nom);
  if (!name) flag('nom', 'field_required');
  else if (name.length > CONTACT_LIMITS.nameMax)
    flag('nom', 'field_too_long', { max: CONTACT_LIMITS.nameMax });
  const email = text(input.email);
  if (!email) flag('email', 'field_required');
  else if (!isValidEmail(email)) flag('email', 'email_invalid');
  const phone = text(input.telephone);
  if (phone && !isValidPhone(phone)) flag('telephone', 'phone_invalid');
  const message = text(input.message);
  if (!message) flag('message', 'field_required');
  else if (message.length < CONTACT_LIMITS.messageMin)
    flag('message', 'contact_message_too_short', { min: CONTACT_LIMITS.messageMin });
  else if (message.length > CONTACT_LIMITS.messageMax)
    flag('message', 'field_too_long', { max: CONTACT_LIMITS.messageMax });

  const first = Object.values(fields)[0];
  if (first)
    return err({
      code: 'contact_invalid',
      params: { count: Object.keys(fields).length },
      ...(first.field ? { field: first.field } : {}),
      fields,
    });
  return ok({
    propertyId: context.propertyId,
    userId: context.userId,
    name,
    email: normalizeEmail(email),
    phone,
    message,
    createdAt: context.now,
  });
}
