import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { readConfig } from './config.js';

const config = readConfig();
mkdirSync(config.dataDir, { recursive: true });

const server = createApp().listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  console.log(
    `Plateforme démarrée : http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}/`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
