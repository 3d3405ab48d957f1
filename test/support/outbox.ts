import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestApi } from './api-harness.js';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The e-mails the composed API wrote to its outbox folder (OutboxMailer), oldest first. */
export async function outboxOf(t: TestApi): Promise<OutboxMessage[]> {
  const directory = t.api.infrastructure.mailOutboxDirectory;
  const names = (await readdir(directory).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.json'))
    .sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8'))));
}
