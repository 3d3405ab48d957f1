import { domainError, passwordError } from '@immo/core';
import type { FieldProblems } from '../form-errors.js';

export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

/** Core's password rule (spec §5.6) on a new password and its confirmation. */
export function newPasswordProblems(values: NewPasswordValues): FieldProblems {
  if (!values.password) return { password: domainError('field_required', undefined, 'password') };
  const problem = passwordError(values.password, values.passwordConfirmation);
  return problem?.field ? { [problem.field]: problem } : {};
}
