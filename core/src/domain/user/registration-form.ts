import { domainError, err, ok, type DomainError, type Result } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import type { User } from './user.js';
import { normalizeEmail } from '../../shared/email.js';
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

/** A required text: trimmed, or the error for a missing or non-text value. */
function requiredText(value: unknown, field: string): Result<string> {
  if (value === undefined || value === null) return err(domainError('field_required', undefined, field));
  if (typeof value !== 'string') return err(domainError('invalid_input', undefined, field));
  const text = value.trim();
  return text === '' ? err(domainError('field_required', undefined, field)) : ok(text);
}

/** Checks the identity fields into `errors`; the values are complete only when no error was added. */
function validateIdentity(input: FormInput<IdentityFields>, errors: FieldErrors): IdentityFields {
  const values: Partial<IdentityFields> = {};
  for (const field of IDENTITY_FIELDS) {
    const text = requiredText(input[field], field);
    if (text.ok) values[field] = text.value;
    else errors.push(text.error);
  }
  if (values.phone !== undefined) {
    const problem = phoneError(values.phone);
    if (problem) errors.push(problem);
    else values.phone = normalizePhone(values.phone) ?? values.phone;
  }
  if (values.email !== undefined) {
    const problem = emailError(values.email);
    if (problem) errors.push(problem);
    else values.email = normalizeEmail(values.email);
  }
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
    verified: false,
    canAuction: false,
    smsConsent: form.smsConsent,
    termsAcceptedAt: now,
    createdAt: now,
  };
}
