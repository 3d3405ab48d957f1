import { domainError, err, ok, type DomainError, type Result } from '../../shared/result.js';
import type { Locale } from '../../messages/translate.js';
import type { Instant } from '../../shared/time.js';
import type { User } from './user.js';
import type { MessageCode } from '../../messages/catalogue.js';
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../../shared/email.js';
import { emailError, normalizePhone, passwordError, phoneError } from './account-rules.js';

/** The identity part shared by the registration and contact forms (spec §3.2). */
export interface IdentityFields {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
}

export interface RegistrationForm extends IdentityFields {
  password: string;
  passwordConfirmation: string;
  /** Optional: unticked means no SMS. */
  smsConsent: boolean;
  /** Must be ticked. */
  termsAccepted: boolean;
}

export interface ContactForm extends IdentityFields {
  message: string;
}

/** A form as it arrives from the wire: any field may be missing or of the wrong type. */
export type FormInput<T> = { readonly [K in keyof T]?: unknown };

/** Field errors in form order; the form is valid when the list is empty. */
export type FieldErrors = DomainError[];

/** The identity fields every account form requires, in form order. */
export const IDENTITY_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'address',
  'postcode',
  'city',
  'country',
] as const satisfies readonly (keyof IdentityFields)[];

/** The fields the registration form requires (SMS consent is optional). */
export const REGISTRATION_REQUIRED_FIELDS = [
  ...IDENTITY_FIELDS,
  'password',
  'passwordConfirmation',
  'termsAccepted',
] as const;

/**
 * The longest value each account field takes, in characters (code points), checked before anything
 * is stored so that SQLite and MariaDB hold the same values (the columns are at least this wide).
 */
export const ACCOUNT_FIELD_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  /** As typed; stored in E.164 (16 characters at most). */
  phone: 32,
  email: EMAIL_MAX_LENGTH,
  address: 255,
  /** The longest postal codes in the world have 10 characters. */
  postcode: 10,
  city: 100,
  country: 64,
  /** Long enough for any passphrase, short enough that hashing one is not a denial of service. */
  password: 128,
  /** The contact form's message. */
  message: 5000,
} as const;

const characterCount = (text: string): number => [...text].length;

/**
 * What each identity field may contain beyond its length: names are letters (any alphabet, with
 * accents), spaces, apostrophes, hyphens and dots; a city may also hold digits ('Lyon 3e'); a postal
 * code letters, digits, spaces and hyphens; no field takes control characters or emoji.
 */
const FIELD_PATTERNS: Partial<Record<keyof IdentityFields, { pattern: RegExp; code: MessageCode }>> = {
  firstName: { pattern: /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u, code: 'name_invalid' },
  lastName: { pattern: /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u, code: 'name_invalid' },
  city: { pattern: /^[\p{L}\p{M}\p{Nd}][\p{L}\p{M}\p{Nd} '’.()-]*$/u, code: 'city_invalid' },
  country: { pattern: /^[\p{L}\p{M}][\p{L}\p{M} '’.()-]*$/u, code: 'country_invalid' },
  postcode: { pattern: /^[A-Za-z0-9][A-Za-z0-9 -]*$/, code: 'postcode_invalid' },
  address: { pattern: /^[^\p{C}\p{So}]+$/u, code: 'address_invalid' },
};

/** A required text: trimmed, or the error for a missing, non-text or too long value. */
function requiredText(value: unknown, field: keyof typeof ACCOUNT_FIELD_MAX_LENGTH): Result<string> {
  if (value === undefined || value === null) return err(domainError('field_required', undefined, field));
  if (typeof value !== 'string') return err(domainError('invalid_input', undefined, field));
  const text = value.trim();
  if (text === '') return err(domainError('field_required', undefined, field));
  const max = ACCOUNT_FIELD_MAX_LENGTH[field];
  return characterCount(text) > max ? err(domainError('field_too_long', { max }, field)) : ok(text);
}

/** The identity fields checked one by one: required, bounded, of the expected characters. */
export function identityFieldError(field: keyof IdentityFields, value: unknown): DomainError | null {
  const text = requiredText(value, field);
  if (!text.ok) return text.error;
  const shape = FIELD_PATTERNS[field];
  if (shape && !shape.pattern.test(text.value)) return domainError(shape.code, undefined, field);
  if (field === 'phone') return phoneError(text.value);
  if (field === 'email') return emailError(text.value);
  return null;
}

/** Checks the identity fields into `errors`; the values are complete only when no error was added. */
function validateIdentity(input: FormInput<IdentityFields>, errors: FieldErrors): IdentityFields {
  const values: Partial<IdentityFields> = {};
  for (const field of IDENTITY_FIELDS) {
    const problem = identityFieldError(field, input[field]);
    if (problem) errors.push(problem);
    else values[field] = (input[field] as string).trim();
  }
  if (values.phone !== undefined) values.phone = normalizePhone(values.phone) ?? values.phone;
  if (values.email !== undefined) values.email = normalizeEmail(values.email);
  return values as IdentityFields;
}

function optionalFlag(value: unknown, field: string, errors: FieldErrors): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  errors.push(domainError('invalid_input', undefined, field));
  return false;
}

/**
 * The registration form (spec §3.2, §5.6) checked field by field. The cleaned form has trimmed
 * texts, a lower-case e-mail and an E.164 phone; passwords are kept exactly as typed.
 */
export function validateRegistration(
  input: FormInput<RegistrationForm>,
): Result<RegistrationForm, FieldErrors> {
  const errors: FieldErrors = [];
  const identity = validateIdentity(input, errors);

  let password = '';
  if (input.password === undefined || input.password === null || input.password === '') {
    errors.push(domainError('field_required', undefined, 'password'));
  } else if (typeof input.password !== 'string') {
    errors.push(domainError('invalid_input', undefined, 'password'));
  } else if (characterCount(input.password) > ACCOUNT_FIELD_MAX_LENGTH.password) {
    errors.push(domainError('field_too_long', { max: ACCOUNT_FIELD_MAX_LENGTH.password }, 'password'));
  } else {
    password = input.password;
    const confirmation = typeof input.passwordConfirmation === 'string' ? input.passwordConfirmation : '';
    const problem = passwordError(password, confirmation);
    if (problem) errors.push(problem);
  }

  const smsConsent = optionalFlag(input.smsConsent, 'smsConsent', errors);
  const termsAccepted = input.termsAccepted === true;
  if (!termsAccepted) errors.push(domainError('terms_required', undefined, 'termsAccepted'));

  if (errors.length > 0) return err(errors);
  return ok({ ...identity, password, passwordConfirmation: password, smsConsent, termsAccepted });
}

/** The contact form: the same identity fields as registration, plus a message. */
export function validateContactForm(input: FormInput<ContactForm>): Result<ContactForm, FieldErrors> {
  const errors: FieldErrors = [];
  const identity = validateIdentity(input, errors);
  const message = requiredText(input.message, 'message');
  if (!message.ok) errors.push(message.error);
  if (!message.ok || errors.length > 0) return err(errors);
  return ok({ ...identity, message: message.value });
}

/** A new account from a valid registration: a plain ROLE_USER, not yet verified nor allowed to bid. */
export function accountFromRegistration(
  form: RegistrationForm,
  passwordHash: string,
  now: Instant,
  locale: Locale,
): Omit<User, 'id'> {
  return {
    email: form.email,
    passwordHash,
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone,
    address: form.address,
    postcode: form.postcode,
    city: form.city,
    country: form.country,
    roles: ['ROLE_USER'],
    assistance: false,
    emailVerifiedAt: null,
    identityVerifiedAt: null,
    biddingSuspendedAt: null,
    biddingSuspensionReason: null,
    locale,
    passwordChangedAt: null,
    smsConsent: form.smsConsent,
    termsAcceptedAt: now,
    createdAt: now,
  };
}
