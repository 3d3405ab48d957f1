// One API instance for the live benchmarks, in a process of its own: composed from the environment
// (DATABASE_URL, REDIS_URL, JWT_SECRET, DATA_DIR), on a free loopback port it prints as one JSON line.
// Run by push-latency.bench.ts; stops on SIGTERM.
import { Argon2PasswordHasher, CHEAP_ARGON2_PARAMETERS } from '@immo/auth';
import { composeApi, readConfig } from '@immo/api';
import type { AddressInfo } from 'node:net';

const api = await composeApi(readConfig({ ...process.env, SEED_DEMO: '0', WEB_ROOT: '' }), {
  overrides: { hasher: new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS) },
});
const server = api.app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
process.stdout.write(
  `${JSON.stringify({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`,
);
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void api.close().then(() => process.exit(0));
});
