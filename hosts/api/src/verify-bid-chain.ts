// `npm run verify:bid-chain [-- bienId …]`: verifies the bid chain of every sale (or of the sales
// named) and names the first altered bid of each broken one; exits with 1 when any chain is broken.
import { openDatabase } from '@immo/persistence-knex';
import { readConfig } from './config.js';
import { checkBidChains, describeCheck } from './bid-chain-check.js';

const config = readConfig();
const database = openDatabase(config.databaseUrl);
try {
  await database.migrate();
  const ids = process.argv.slice(2).map(Number).filter(Number.isSafeInteger);
  const checks = await checkBidChains(database.repositories, Date.now(), ids);
  for (const check of checks) console.log(describeCheck(check));
  const broken = checks.filter((check) => !check.verdict.valid).length;
  console.log(`› ${checks.length} ventes vérifiées, ${broken} chaîne(s) rompue(s)`);
  if (broken > 0) process.exitCode = 1;
} catch (error) {
  console.error('Échec de la vérification :', error);
  process.exitCode = 1;
} finally {
  await database.close();
}
