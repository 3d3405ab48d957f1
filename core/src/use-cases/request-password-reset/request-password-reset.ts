import { sendPasswordResetEmail } from '../../domain/notifications/account-emails.js';
import type { Result, UseCase } from '../../shared/result.js';
import {
  mailAccountLink,
  type AccountLinkDeps,
  type AccountLinkInput,
  type AccountLinkOutput,
} from './mail-account-link.js';

/**
 * "Mot de passe oublié ?" (POST /api/mot-de-passe/oubli): a known address gets a link to the
 * new-password form, valid 1 h and once, in the account's language; the older reset links stop
 * working. Unverified accounts get it too: following the link proves the address (see ResetPassword).
 * Errors: field_required, invalid_input, field_too_long, email_invalid — all on `email`.
 */
export class RequestPasswordReset implements UseCase<AccountLinkInput, AccountLinkOutput> {
  constructor(private readonly deps: AccountLinkDeps) {}

  execute(input: AccountLinkInput): Promise<Result<AccountLinkOutput>> {
    return mailAccountLink(this.deps, input, {
      purpose: 'password_reset',
      wants: () => true,
      send: sendPasswordResetEmail,
      message: 'password_reset_requested',
    });
  }
}
