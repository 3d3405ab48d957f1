import { domainError, emailError } from '@immo/core';
import { isApiError, type FieldProblems } from './form-errors.js';

export interface LoginValues {
  email: string;
  password: string;
}

/** An e-mail typed in a form: required, then core's format rule. */
export function emailProblem(email: string): FieldProblems[string] {
  const typed = email.trim();
  if (!typed) return domainError('field_required', undefined, 'email');
  return emailError(typed) ?? undefined;
}

export function loginProblems(values: LoginValues): FieldProblems {
  const problems: FieldProblems = { email: emailProblem(values.email) };
  if (!values.password) problems.password = domainError('field_required', undefined, 'password');
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem));
}

/** The catalogue message of a failed login or logout (spec §8). */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'unexpected_error';
  const { status, code } = error;
  switch (status) {
    case 0:
      return 'login_network_error';
    case 401:
      return 'invalid_credentials';
    case 403:
      // The only refusal of a right password: the e-mail is not verified yet (spec §6).
      return code === 'csrf_rejected' ? 'csrf_rejected' : 'email_not_verified';
    case 429:
      return 'too_many_requests';
    default:
      return 'unexpected_error';
  }
}
