import type { MailMessage, Mailer } from '../ports/services.port.js';

/** Keeps what was sent; failWith() makes the following sends reject, to test a mail server that is down. */
export class InMemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  private failure: Error | null = null;

  async send(message: MailMessage): Promise<void> {
    if (this.failure) throw this.failure;
    this.sent.push({ ...message });
  }

  failWith(error: Error | null): void {
    this.failure = error;
  }
}
