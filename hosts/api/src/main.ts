import type { AddressInfo } from 'node:net';
import { composeApi } from './compose.js';
import { readConfig } from './config.js';

const config = readConfig();
const api = await composeApi(config);

const server = api.app.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`Plateforme démarrée : http://${shownHost}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => {
      void api.close().then(() => process.exit(0));
    });
  });
}
