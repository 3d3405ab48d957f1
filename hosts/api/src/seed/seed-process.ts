// The demo seed in a process of its own, forked by main.ts before it serves: the seed renders photos
// and PDFs and writes thousands of rows through the use cases, and the memory that takes (some
// 400 MiB) goes back to the system when this process exits instead of staying in the serving one.
// Sends its SeedSummary to the parent, then exits.
import { readConfig } from '../config.js';
import { composePlatform } from '../platform.js';
import { seedDemoData } from './index.js';

const platform = await composePlatform(readConfig());
try {
  const summary = await seedDemoData(platform.ports, { log: (line) => console.log(line) });
  // The search index follows the sales through events: it has caught up before the server starts.
  await platform.infrastructure.outbox.idle();
  await new Promise<void>((resolve, reject) =>
    process.send!({ summary }, (error: Error | null) => (error ? reject(error) : resolve())),
  );
} finally {
  await platform.close();
}
process.exit(0);
