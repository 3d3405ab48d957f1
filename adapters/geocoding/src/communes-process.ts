// Run in a child process by loadCommuneData (packed-communes.ts): parses the packages' JSON (some
// 30 MB of text, several times that as objects) and sends back only the packed tables. The parse's
// memory goes back to the system when this process ends instead of staying in the serving one.
import { buildCommuneData } from './packed-communes.js';

const data = await buildCommuneData();
process.send!(data, (error: Error | null) => process.exit(error ? 1 : 0));
