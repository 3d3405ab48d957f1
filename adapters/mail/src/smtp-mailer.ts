import type { MailMessage, Mailer } from '@immo/core';
import type { Transporter } from 'nodemailer';
import { DEFAULT_SENDER } from './outbox-mailer.js';

export interface SmtpMailerOptions {
  /** `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  url: string;
  from?: string;
  /** Give up a connection or a command after this long (ms): the outbox retries later. */
  timeoutMs?: number;
}

/**
 * Sends through an SMTP server with nodemailer. A refusal or an unreachable server rejects `send`;
 * the outbox keeps the message and retries it, so nothing is lost while the server is down.
 * nodemailer is loaded with the first message, not when the process starts.
 */
export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | null = null;
  private readonly from: string;

  constructor(private readonly options: SmtpMailerOptions) {
    // A malformed URL fails at start, not with the first message.
    if (!URL.canParse(options.url)) throw new TypeError('SMTP_URL is not a URL');
    this.from = options.from ?? DEFAULT_SENDER;
  }

  async send(message: MailMessage): Promise<void> {
    const transport = await this.transportNow();
    await transport.sendMail({
      from: this.from,
      to: message.to.trim(),
      subject: message.subject,
      text: message.text,
      ...(message.html !== undefined ? { html: message.html } : {}),
      ...(message.headers !== undefined ? { headers: { ...message.headers } } : {}),
    });
  }

  close(): void {
    void this.transport?.then((transport) => transport.close());
  }

  private transportNow(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.createTransport(nodemailer),
    );
    return this.transport;
  }

  private createTransport(nodemailer: (typeof import('nodemailer'))['default']): Transporter {
    const timeout = this.options.timeoutMs ?? 15_000;
    const url = new URL(this.options.url);
    return nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
      secure: url.protocol === 'smtps:',
      ...(url.username
        ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
        : {}),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }
}
