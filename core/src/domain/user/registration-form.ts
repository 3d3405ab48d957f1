import { domainError, err, ok, type DomainError, type Result } from '../../shared/result.js';
import { LOCALES, type Locale } from '../../messages/translate.js';
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

const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

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

/**
 * Checks `fields` of the identity into `errors`; the values are complete only when no error was
 * added: trimmed, the phone in E.164, the e-mail in lower case.
 */
function validateIdentity<F extends keyof IdentityFields>(
  input: FormInput<IdentityFields>,
  errors: FieldErrors,
  fields: readonly F[],
): Pick<IdentityFields, F> {
  const values: Partial<IdentityFields> = {};
  for (const field of fields) {
    const problem = identityFieldError(field, input[field]);
    if (problem) errors.push(problem);
    else values[field] = (input[field] as string).trim();
  }
  if (values.phone !== undefined) values.phone = normalizePhone(values.phone) ?? values.phone;
  if (values.email !== undefined) values.email = normalizeEmail(values.email);
  return values as Pick<IdentityFields, F>;
}

function optionalFlag(value: unknown, field: string, errors: FieldErrors): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'boolean') return value;
  errors.push(domainError('invalid_input', undefined, field));
  return false;
}

/**
 * A rejected form, every field in error at once: `code` with `params.count` the number of fields in
 * error, `field` the first of them in form order, and `fields` each field's own error keyed by its
 * wire name (the HTTP answer translates each one, so the form puts every message under its field).
 * A field keeps its first error only.
 */
export function formInvalid(code: MessageCode, errors: FieldErrors): DomainError {
  const fields: Record<string, DomainError> = {};
  for (const error of errors) {
    const key = error.field ?? 'form';
    fields[key] ??= error;
  }
  const keys = Object.keys(fields);
  return { code, params: { count: keys.length }, ...(keys[0] ? { field: keys[0] } : {}), fields };
}

/**
 * A new password as typed twice (sign-up, reset, change; spec §5.6): required, at most
 * ACCOUNT_FIELD_MAX_LENGTH.password characters, the password rule, then the confirmation. Passwords
 * are kept exactly as typed (no trimming). Null when both are good.
 */
export function newPasswordError(password: unknown, confirmation: unknown): DomainError | null {
  if (password === undefined || password === null || password === '') {
    return domainError('field_required', undefined, 'password');
  }
  if (typeof password !== 'string') return domainError('invalid_input', undefined, 'password');
  if (characterCount(password) > ACCOUNT_FIELD_MAX_LENGTH.password) {
    return domainError('field_too_long', { max: ACCOUNT_FIELD_MAX_LENGTH.password }, 'password');
  }
  return passwordError(password, typeof confirmation === 'string' ? confirmation : '');
}

/**
 * The registration form (spec §3.2, §5.6) checked field by field. The cleaned form has trimmed
 * texts, a lower-case e-mail and an E.164 phone; passwords are kept exactly as typed.
 */
export function validateRegistration(
  input: FormInput<RegistrationForm>,
): Result<RegistrationForm, FieldErrors> {
  const errors: FieldErrors = [];
  const identity = validateIdentity(input, errors, IDENTITY_FIELDS);

  const passwordProblem = newPasswordError(input.password, input.passwordConfirmation);
  if (passwordProblem) errors.push(passwordProblem);
  const password = passwordProblem ? '' : (input.password as string);

  const smsConsent = optionalFlag(input.smsConsent, 'smsConsent', errors);
  const termsAccepted = input.termsAccepted === true;
  if (!termsAccepted) errors.push(domainError('terms_required', undefined, 'termsAccepted'));

  if (errors.length > 0) return err(errors);
  return ok({ ...identity, password, passwordConfirmation: password, smsConsent, termsAccepted });
}

/** The contact form: the same identity fields as registration, plus a message. */
export function validateContactForm(input: FormInput<ContactForm>): Result<ContactForm, FieldErrors> {
  const errors: FieldErrors = [];
  const identity = validateIdentity(input, errors, IDENTITY_FIELDS);
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
    deactivatedAt: null,
    locale,
    passwordChangedAt: null,
    smsConsent: form.smsConsent,
    termsAcceptedAt: now,
    createdAt: now,
  };
}

/** What "mes informations" edits: the identity but the e-mail (the login, not editable), SMS consent, language. */
export type ProfileIdentityField = Exclude<keyof IdentityFields, 'email'>;

export const PROFILE_IDENTITY_FIELDS = IDENTITY_FIELDS.filter(
  (field): field is ProfileIdentityField => field !== 'email',
);

export type ProfileForm = Pick<IdentityFields, ProfileIdentityField> & {
  /** Absent: unchanged. */
  smsConsent?: boolean;
  /** The language of the e-mails and of the interface once logged in; absent: unchanged. */
  locale?: Locale;
};

/** The profile form checked field by field with the registration's rules (bounds, characters, phone). */
export function validateProfile(input: FormInput<ProfileForm>): Result<ProfileForm, FieldErrors> {
  const errors: FieldErrors = [];
  const form: ProfileForm = validateIdentity(input, errors, PROFILE_IDENTITY_FIELDS);
  if (input.smsConsent !== undefined) {
    if (typeof input.smsConsent === 'boolean') form.smsConsent = input.smsConsent;
    else errors.push(domainError('invalid_input', undefined, 'smsConsent'));
  }
  if (input.locale !== undefined) {
    if (isLocale(input.locale)) form.locale = input.locale;
    else errors.push(domainError('locale_invalid', undefined, 'locale'));
  }
  return errors.length > 0 ? err(errors) : ok(form);
}

/** The account with a valid profile form applied; what the form leaves out stays as it was. */
export const withProfile = <U extends User>(user: U, form: ProfileForm): U => ({
  ...user,
  ...Object.fromEntries(PROFILE_IDENTITY_FIELDS.map((field) => [field, form[field]])),
  smsConsent: form.smsConsent ?? user.smsConsent,
  locale: form.locale ?? user.locale,
});
