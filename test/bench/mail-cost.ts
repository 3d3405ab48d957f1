// What one outbid e-mail costs the process that sends it, for checkouts compared side by side
// (alternating rounds, the same process): building it (core's outbidEmail, then the file mailer's MIME
// message) in µs of CPU per mail, and the file mailer's whole send (building + its two files) in
// mails/s with the process's CPU per mail, user and system (the thread pool's included). Not a test.
// The system time is mostly the kernel creating the two files: on an ext4 without journal (this
// machine's) a creation scans past the inodes deleted in the last minutes, 20 µs to 0.9 ms a file
// depending on what else deletes files nearby (docs/performance.md, session 12 "mail-cost").
//   node --conditions=source --import tsx test/bench/mail-cost.ts <checkout> [<checkout>…]
//   MAIL_COST_ROUNDS (5), MAIL_COST_BUILDS (20000 a round), MAIL_COST_SENDS (3000 a round),
//   MAIL_COST_CONCURRENCY (50 sends under way, as the outbox's delivery of a crowd of bids),
//   MAIL_COST_DIR (os.tmpdir()): where the outboxes are written
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROUNDS = Number(process.env.MAIL_COST_ROUNDS ?? 5);
const BUILDS = Number(process.env.MAIL_COST_BUILDS ?? 20_000);
const SENDS = Number(process.env.MAIL_COST_SENDS ?? 3_000);
const CONCURRENCY = Number(process.env.MAIL_COST_CONCURRENCY ?? 50);
const DIRECTORY = process.env.MAIL_COST_DIR ?? tmpdir();
const checkouts = process.argv.slice(2);
if (checkouts.length === 0) throw new Error('usage: mail-cost.ts <checkout> [<checkout>…]');

interface MailModule {
  buildMessage(message: Record<string, unknown>): string;
  OutboxMailer: new (options: { directory: string }) => { send(message: unknown): Promise<void> };
}
interface CoreModule {
  outbidEmail(...args: unknown[]): { subject: string; text: string; html: string };
}

const sides = await Promise.all(
  checkouts.map(async (root) => ({
    root,
    mail: (await import(join(root, 'adapters/mail/src/index.ts'))) as MailModule,
    core: (await import(join(root, 'core/src/domain/notifications/auction-emails.ts'))) as CoreModule,
    build: [] as number[],
    rate: [] as number[],
    sendUser: [] as number[],
    sendSystem: [] as number[],
  })),
);

const bidder = (index: number) => ({ firstName: `Élodie${index % 50}`, locale: 'fr' });
const property = { id: 42, title: 'Maison de ville avec jardin, 5 pièces', address: { city: 'Angoulême' } };
const sale = (index: number) => ({ price: 250_000 + index * 100, endAt: Date.UTC(2026, 11, 3, 17, 0) });
const SITE = 'https://www.immo-encheres.fr';

const cpuUs = () => {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
};

function timeBuilds(side: (typeof sides)[number]): number {
  const started = cpuUs();
  let length = 0;
  for (let index = 0; index < BUILDS; index++) {
    const content = side.core.outbidEmail(bidder(index), property, sale(index), SITE);
    length += side.mail.buildMessage({
      ...content,
      to: 'acheteur@example.fr',
      from: '=?UTF-8?B?SW1tbyBFbmNow6hyZXM=?= <no-reply@immo-encheres.localhost>',
      date: new Date(),
      messageId: `<m${index}@immo-encheres.localhost>`,
      boundary: `=_immo_${index.toString(16).padStart(12, '0')}`,
    }).length;
  }
  if (length === 0) throw new Error('nothing built');
  return (cpuUs() - started) / BUILDS;
}

async function timeSends(side: (typeof sides)[number]) {
  const directory = mkdtempSync(join(DIRECTORY, 'mail-cost-'));
  const mailer = new side.mail.OutboxMailer({ directory: join(directory, 'outbox') });
  const contents = Array.from({ length: 50 }, (_, index) => ({
    to: `bidder${index}@example.fr`,
    ...side.core.outbidEmail(bidder(index), property, sale(index), SITE),
  }));
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const worker = async () => {
    while (next < SENDS) await mailer.send(contents[next++ % contents.length]);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const spent = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  rmSync(directory, { recursive: true, force: true });
  return { rate: SENDS / seconds, user: spent.user / SENDS, system: spent.system / SENDS };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// A round of each first, not counted: the code warm in every checkout.
for (const side of sides) {
  timeBuilds(side);
  await timeSends(side);
}
for (let round = 0; round < ROUNDS; round++) {
  for (const side of round % 2 ? [...sides].reverse() : sides) {
    side.build.push(timeBuilds(side));
    const sends = await timeSends(side);
    side.rate.push(sends.rate);
    side.sendUser.push(sends.user);
    side.sendSystem.push(sends.system);
  }
}
console.log(
  `${ROUNDS} rounds, load ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
);
for (const side of sides) {
  console.log(
    `${side.root}: build ${median(side.build).toFixed(1)} µs CPU/mail; send ${Math.round(median(side.rate))} mails/s, ` +
      `${median(side.sendUser).toFixed(0)} µs user + ${median(side.sendSystem).toFixed(0)} µs system CPU/mail ` +
      `[builds ${side.build.map((value) => value.toFixed(1)).join(' ')}]`,
  );
}
