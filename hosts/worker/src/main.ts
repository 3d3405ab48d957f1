// `npm run worker`: the platform without HTTP — delivers the outbox (search reindex, photo sizes,
// e-mails, live announcements), closes ended sales and runs the scheduled jobs, for API instances
// started with OUTBOX_WORKER=0. Run one or several: a claim gives each entry to one worker. Same
// environment as the API (DATABASE_URL, REDIS_URL, DATA_DIR, SMTP_URL…).
import { composePlatform, readConfig } from '@immo/api';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * How long a stop waits for the deliveries under way. Beyond it the process exits anyway: what it had
 * claimed is taken again by a worker once the claim's lease runs out, so nothing is lost.
 */
const SHUTDOWN_GRACE_MS = 10_000;

const config = { ...readConfig(), outboxWorker: true, webRoot: null };
const platform = await composePlatform(config);
console.log('Worker de l’outbox démarré');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    const closed = platform.close().then(
      () => 0,
      (error: unknown) => {
        console.error('Échec de l’arrêt du worker :', error);
        return 1;
      },
    );
    const late = delay(SHUTDOWN_GRACE_MS, 1, { ref: false });
    void Promise.race([closed, late]).then((code) => process.exit(code));
  });
}
