import { mayMailAnotherAccountToken, newAccountToken } from '../../domain/user/account-tokens.js';
import { identityFieldError } from '../../domain/user/registration-form.js';
import type { AccountTokenPurpose, User } from '../../domain/user/user.js';
import type { MessageCode } from '../../messages/catalogue.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock, ErrorReporter, IdGenerator, Mailer } from '../../ports/services.port.js';
import { normalizeEmail } from '../../shared/email.js';
import { err, ok, type Result } from '../../shared/result.js';

/** What mailing a one-time account link needs. */
export interface AccountLinkDeps {
  unitOfWork: UnitOfWork;
  clock: Clock;
  ids: IdGenerator;
  mailer: Mailer;
  errors: ErrorReporter;
  /** The public site address the e-mail links to, e.g. https://www.example.fr */
  siteUrl: string;
}

export interface AccountLinkInput {
  email: unknown;
}

/** The notice the form shows, the same whatever the address. */
export interface AccountLinkOutput {
  message: MessageCode;
}

export interface AccountLinkRequest {
  purpose: AccountTokenPurpose;
  /** Whether this account gets a link at all (e.g. not an account already verified). */
  wants(user: User): boolean;
  send(deps: AccountLinkDeps, user: User, token: string): Promise<void>;
  message: MessageCode;
}

/**
 * The forms that mail a one-time link to an address ("renvoyer le lien de vérification", "mot de
 * passe oublié") answer the same notice whoever the address belongs to, so they tell nobody who has
 * an account: only a malformed address is refused. An account that wants the link gets a new one
 * replacing its older ones, unless the previous one was mailed less than a minute ago. A mail server
 * failure is reported, not answered (a 500 would tell that the account exists).
 */
export async function mailAccountLink(
  deps: AccountLinkDeps,
  input: AccountLinkInput,
  request: AccountLinkRequest,
): Promise<Result<AccountLinkOutput>> {
  const problem = identityFieldError('email', input.email);
  if (problem) return err(problem);
  const email = normalizeEmail(input.email as string);
  const now = deps.clock.now();
  const token = deps.ids.next();

  const recipient = await deps.unitOfWork.run(async (repos) => {
    const user = await repos.users.findByEmail(email);
    if (!user || !request.wants(user)) return null;
    const latest = await repos.accountTokens.findLatestForUser(user.id, request.purpose);
    if (!mayMailAnotherAccountToken(latest, now)) return null;
    await repos.accountTokens.deleteForUser(user.id, request.purpose);
    await repos.accountTokens.add(newAccountToken(request.purpose, token, user.id, now));
    return user;
  });

  if (recipient) {
    try {
      await request.send(deps, recipient, token);
    } catch (error) {
      deps.errors.report(error, { purpose: request.purpose, userId: recipient.id });
    }
  }
  return ok({ message: request.message });
}
