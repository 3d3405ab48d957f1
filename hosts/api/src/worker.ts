// `npm run worker`: the outbox worker alone, without HTTP — delivers domain events (search
// reindex, photo sizes) and e-mails for API instances started with OUTBOX_WORKER=0. Run one or
// several: a claim gives each entry to one worker. Same environment as the API.
import { composeApi } from './compose.js';
import { readConfig } from './config.js';

const config = { ...readConfig(), outboxWorker: true, webRoot: null };
const api = await composeApi(config);
console.log('Worker de l’outbox démarré');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.close().then(() => process.exit(0));
  });
}
