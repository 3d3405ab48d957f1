import type { MailMessage, Mailer } from '@immo/core';
import nodemailer, { type Transporter } from 'nodemailer';
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
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(options: SmtpMailerOptions) {
    const timeout = options.timeoutMs ?? 15_000;
    const url = new URL(options.url);
    this.transport = nodemailer.createTransport({
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
    this.from = options.from ?? DEFAULT_SENDER;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to.trim(),
      subject: message.subject,
      text: message.text,
      ...(message.html !== undefined ? { html: message.html } : {}),
      ...(message.headers !== undefined ? { headers: { ...message.headers } } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
