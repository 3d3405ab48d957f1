import { ApiError } from '@immo/kit';
import { isValidEmail } from '@immo/core';

export interface LoginValues {
  email: string;
  password: string;
}

/** Formik errors as message codes: the form translates them when it shows them. */
export function validateLogin(values: LoginValues): Partial<Record<keyof LoginValues, string>> {
  const errors: Partial<Record<keyof LoginValues, string>> = {};
  const email = values.email.trim();
  if (!email) errors.email = 'field_required';
  else if (!isValidEmail(email)) errors.email = 'email_invalid';
  if (!values.password) errors.password = 'field_required';
  return errors;
}

/** The catalogue message of a failed login or logout (spec §8). */
export function loginErrorMessage(error: unknown): string {
  // By name too: a remote built with its own copy of the kit would hold another ApiError class.
  if (!(error instanceof ApiError) && (error as Error | null)?.name !== 'ApiError') return 'unexpected_error';
  const { status, code } = error as ApiError;
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
