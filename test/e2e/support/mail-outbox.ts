// The journeys read the e-mails the platform sent from the embedded mail outbox (DATA_DIR/outbox),
// as a user reads their inbox: the newest message to an address, and the link it carries.
import type { OutboxEntry } from '@immo/mail';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eventually } from './wait.js';

/** Every message sent to `to` so far, oldest first (the outbox's file names sort by time). */
export async function mailsTo(dataDir: string, to: string): Promise<OutboxEntry[]> {
  const folder = join(dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  const entries = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as OutboxEntry),
  );
  return entries.filter((entry) => entry.to.toLowerCase() === to.toLowerCase());
}

/**
 * Waits for a message to `to` whose subject contains `subject` (and whose text contains `textContains`,
 * e.g. a sale's link when several sales of a journey share a title); answers the newest one.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: string,
  textContains = '',
): Promise<OutboxEntry> {
  const found = await eventually(
    `an e-mail to ${to} about « ${subject} »${textContains ? ` with « ${textContains} »` : ''}`,
    async () =>
      (await mailsTo(dataDir, to))
        .filter((m) => m.subject.includes(subject) && m.text.includes(textContains))
        .at(-1),
    (mail) => mail !== undefined,
  );
  return found!;
}

/**
 * The path (and query) of the first link of the message's text whose path starts with `pathPrefix`:
 * the journey opens it on its own server, whatever SITE_URL the e-mail was written with.
 */
export function linkPath(mail: OutboxEntry, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link to ${pathPrefix} in « ${mail.subject} »:\n${mail.text}`);
}
