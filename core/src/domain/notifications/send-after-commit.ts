import type { ErrorReporter, Mailer } from '../../ports/services.port.js';
import type { EmailContent } from './email-content.js';

/** What a use case needs to tell someone by e-mail what it just did. */
export interface NotificationDeps {
  mailer: Mailer;
  errors: ErrorReporter;
  /** The public site address the e-mails link to. */
  siteUrl: string;
}

/**
 * Sends an e-mail about work already committed. A failure is reported, never thrown: the booking or
 * the decision stands, and a 500 would make the user repeat what already happened.
 */
export async function sendAfterCommit(
  deps: Pick<NotificationDeps, 'mailer' | 'errors'>,
  to: string,
  content: EmailContent,
): Promise<void> {
  try {
    await deps.mailer.send({ to, ...content });
  } catch (error) {
    deps.errors.report(error, { email: content.subject });
  }
}
