import { domainError, type DomainError } from '../../shared/result.js';
import { isValidEmail } from '../../shared/email.js';

/** Spec §5.6: at least 8 characters, with a letter, a special character and a digit. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordProblem = 'too_short' | 'no_letter' | 'no_digit' | 'no_special';

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
// Anything that is neither a letter, a digit nor white space counts as special (!, @, €, _, …).
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/** Every way a password breaks the rule, so a form can show a checklist; empty when it is good. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  // Counted in code points: an emoji is one character for the person typing it.
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (!LETTER.test(password)) problems.push('no_letter');
  if (!DIGIT.test(password)) problems.push('no_digit');
  if (!SPECIAL.test(password)) problems.push('no_special');
  return problems;
}

export const isStrongPassword = (password: string): boolean => passwordProblems(password).length === 0;

/** The password rule then the confirmation rule (spec §5.6: "The two must match"). */
export function passwordError(password: string, confirmation: string): DomainError | null {
  if (!isStrongPassword(password)) {
    return domainError('password_too_weak', { min: PASSWORD_MIN_LENGTH }, 'password');
  }
  if (password !== confirmation) return domainError('password_mismatch', undefined, 'passwordConfirmation');
  return null;
}

const PHONE_SEPARATORS = /[\s.-]/g;
/** 0X XX XX XX XX: a French number of ten digits, the second not 0. */
const FRENCH_NATIONAL = /^0([1-9]\d{8})$/;
const FRENCH_INTERNATIONAL = /^\+33([1-9]\d{8})$/;
/** E.164: a plus, a country code not starting with 0, 15 digits at most in all. */
const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * The number in E.164 (+33612345678), or null when it is not a phone number. Accepts French numbers
 * with spaces, dots or dashes (06 12 34 56 78, 06.12.34.56.78) and in the +33 form, and other
 * countries' E.164 numbers. The 00 prefix is refused: 00 12 34 56 78 would pass for a foreign
 * number. Stored in E.164 because that is what an SMS gateway expects.
 */
export function normalizePhone(value: string): string | null {
  const compact = value.trim().replace(PHONE_SEPARATORS, '');
  const national = FRENCH_NATIONAL.exec(compact);
  if (national) return `+33${national[1]}`;
  if (compact.startsWith('+33')) return FRENCH_INTERNATIONAL.test(compact) ? compact : null;
  return E164.test(compact) ? compact : null;
}

export const isValidPhone = (value: string): boolean => normalizePhone(value) !== null;

export const phoneError = (phone: string): DomainError | null =>
  isValidPhone(phone) ? null : domainError('phone_invalid', undefined, 'phone');

export const emailError = (email: string): DomainError | null =>
  isValidEmail(email) ? null : domainError('email_invalid', undefined, 'email');
