import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { composeApi } from './compose.js';
import { readConfig } from './config.js';
// The accounts' list only: the seed itself (sharp, pdf-lib, its data) never loads in this process.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.js';
import type { SeedSummary } from './seed/index.js';
import { seedInChildProcess } from './seed/seed-in-child.js';

const config = readConfig();

let seeded: SeedSummary | null = null;
if (config.seedDemo) {
  try {
    // In a process of its own, which gives its memory back when it ends (seed/seed-process.ts).
    seeded = await seedInChildProcess();
  } catch (error) {
    console.error('Échec du chargement des données de démonstration :', error);
    process.exit(1);
  }
}
const api = await composeApi(config);
const demoAccountsExist =
  config.seedDemo && (await api.ports.repos.users.findByEmail(DEMO_ACCOUNTS[0]!.email)) !== null;

const formatTime = (instant: number) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );

const server = api.app.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${port}`;
  console.log(`Plateforme démarrée : ${url}/`);
  if (demoAccountsExist) {
    console.log(`\nComptes de démonstration (mot de passe pour tous : ${DEMO_PASSWORD}) :`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(24)} ${account.description}`);
  }
  const closing = seeded?.closingSale;
  if (closing) {
    console.log(
      `\nVente en direct qui se termine à ${formatTime(closing.endAt)} (environ 10 minutes) : « ${closing.title} », ${closing.city}`,
    );
    console.log(`  bienId ${closing.bienId}, enchereId ${closing.enchereId}`);
    console.log(`  curl -s ${url}/api/bien/currentauction/${closing.enchereId}`);
  }
});

/** How long the requests in flight get to finish once a stop is asked. */
const SHUTDOWN_GRACE_MS = 10_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    // Live streams never end by themselves: without this, a single viewer would keep the process up.
    api.live.services.streams.close();
    void Promise.race([drained, delay(SHUTDOWN_GRACE_MS)])
      .then(() => api.close())
      .then(() => process.exit(0));
  });
}
