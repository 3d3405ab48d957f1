import { randomBytes } from 'node:crypto';
import { mkdirSync, rename, rm, writeFile } from 'node:fs';
import { join } from 'node:path';
import type { MailMessage, Mailer } from '@immo/core';
import { buildMessage, encodeHeaderText } from './mime.js';

export const DEFAULT_SENDER = 'Immo Enchères <no-reply@immo-encheres.localhost>';

export interface OutboxMailerOptions {
  /** The folder receiving `<name>.eml` and `<name>.json`; created when missing. */
  directory: string;
  /** RFC 5322 From: a bare address or `Display Name <address>` (the name may hold UTF-8). */
  from?: string;
  /** Epoch ms; tests pin it. */
  now?: () => number;
}

/** What `<name>.json` holds next to `<name>.eml`. */
export interface OutboxEntry {
  messageId: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Readonly<Record<string, string>>;
  eml: string;
}

const ADDRESS = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+$/;

/**
 * Mail that is written, not sent: each message becomes an `.eml` (open it in any mail client) and a
 * `.json` twin (for tests and tools), named so that an `ls` lists them oldest first. Each is written
 * under a temporary name and renamed into place, the `.json` last, so its presence means both files
 * are complete. The writes go through node's callback API, in the thread pool: a file's creation and
 * rename are journal updates that can take the calling thread a millisecond on a busy disk, and written
 * synchronously they held the API's event loop for a third of its busy time under a crowd of bids
 * (each outbid bidder's mail writing its pair; session 11's profile). The callbacks cost the loop some
 * 20 µs a file, where the promise API (a file handle and a promise per step) cost four to five times
 * the process's CPU.
 */
export class OutboxMailer implements Mailer {
  private readonly directory: string;
  private readonly from: string;
  private readonly now: () => number;
  private sequence = 0;
  /** The folder made once (not once per message); a write that finds it gone makes it again. */
  private folderMade = false;

  constructor(options: OutboxMailerOptions) {
    this.directory = options.directory;
    this.from = formatSender(options.from ?? DEFAULT_SENDER);
    this.now = options.now ?? Date.now;
  }

  async send(message: MailMessage): Promise<void> {
    const to = message.to.trim();
    if (!ADDRESS.test(to)) throw new Error(`Invalid recipient address: ${JSON.stringify(to.slice(0, 100))}`);
    const at = new Date(this.now());
    const unique = randomBytes(6).toString('hex');
    const name = `${fileTime(at)}-${String(++this.sequence % 1_000_000).padStart(6, '0')}-${unique}`;
    const messageId = `<${name}@${domainOf(this.from)}>`;
    const eml = buildMessage({
      ...message,
      to,
      from: this.from,
      date: at,
      messageId,
      boundary: `=_immo_${unique}`,
    });
    const entry: OutboxEntry = {
      messageId,
      date: at.toISOString(),
      from: this.from,
      to,
      subject: message.subject,
      text: message.text,
      ...(message.html !== undefined ? { html: message.html } : {}),
      ...(message.headers !== undefined ? { headers: message.headers } : {}),
      eml: `${name}.eml`,
    };
    // The .eml in place before the .json: the .json's presence means both are complete.
    await this.write(`${name}.eml`, eml);
    await this.write(`${name}.json`, JSON.stringify(entry, null, 2) + '\n');
  }

  private async write(file: string, data: string): Promise<void> {
    if (!this.folderMade) {
      mkdirSync(this.directory, { recursive: true });
      this.folderMade = true;
    }
    try {
      await writeAtomically(join(this.directory, file), data);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      // The folder was removed meanwhile.
      mkdirSync(this.directory, { recursive: true });
      await writeAtomically(join(this.directory, file), data);
    }
  }
}

/** `20261121T045300123Z`: sorts by time as text. */
const fileTime = (date: Date) => date.toISOString().replace(/[-:.]/g, '');

function formatSender(sender: string): string {
  const match = /^\s*(.*?)\s*<([^<>\s]+)>\s*$/.exec(sender);
  const address = (match ? match[2] : sender.trim()) ?? '';
  if (!ADDRESS.test(address)) throw new Error(`Invalid sender address: ${JSON.stringify(sender)}`);
  const name = match?.[1]?.replace(/^"|"$/g, '') ?? '';
  if (!name) return address;
  const display = /^[\x20-\x7e]*$/.test(name)
    ? `"${name.replace(/["\\]/g, '\\$&')}"`
    : encodeHeaderText(name);
  return `${display} <${address}>`;
}

const domainOf = (sender: string) => /@([^>\s]+)>?$/.exec(sender)?.[1] ?? 'localhost';

/** `data` under a temporary name, then renamed to `path`: `path` is complete whenever it exists. */
function writeAtomically(path: string, data: string): Promise<void> {
  const temporary = `${path}.tmp`;
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => rm(temporary, { force: true }, () => reject(error));
    writeFile(temporary, data, { encoding: 'utf8', flag: 'wx' }, (writeError) => {
      if (writeError) return failed(writeError);
      rename(temporary, path, (renameError) => (renameError ? failed(renameError) : resolve()));
    });
  });
}
