import { sendVerificationEmail } from '../../domain/notifications/account-emails.js';
import type { Result, UseCase } from '../../shared/result.js';
import {
  mailAccountLink,
  type AccountLinkDeps,
  type AccountLinkInput,
  type AccountLinkOutput,
} from '../request-password-reset/mail-account-link.js';

/**
 * POST /api/verification-email/resend: an account whose e-mail is not verified yet gets a new
 * verification link (48 h, once), which replaces the older ones; a verified account gets nothing.
 * Errors: field_required, invalid_input, field_too_long, email_invalid — all on `email`.
 */
export class ResendVerificationEmail implements UseCase<AccountLinkInput, AccountLinkOutput> {
  constructor(private readonly deps: AccountLinkDeps) {}

  execute(input: AccountLinkInput): Promise<Result<AccountLinkOutput>> {
    return mailAccountLink(this.deps, input, {
      purpose: 'email_verification',
      wants: (user) => user.emailVerifiedAt === null,
      send: sendVerificationEmail,
      message: 'verification_email_resent',
    });
  }
}
