// `npm run files:to-s3`: copies <DATA_DIR>/files into the bucket of STORAGE_URL (S3_ENDPOINT and the
// AWS_* keys as the API reads them), with progress.
import { S3FileStorage } from '@immo/storage-s3';
import { join } from 'node:path';
import { readConfig } from './config.js';
import { copyFilesToStorage } from './files-to-s3.js';

const config = readConfig();
if (!config.s3Storage) {
  console.error(
    'STORAGE_URL=s3://BUCKET est requis (avec S3_ENDPOINT et AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY)',
  );
  process.exit(2);
}
const storage = new S3FileStorage(config.s3Storage);
const source = join(config.dataDir, 'files');
try {
  await storage.ensureBucket();
  console.log(`› Copie de ${source} vers s3://${config.s3Storage.bucket}`);
  const started = Date.now();
  const { copied, bytes } = await copyFilesToStorage(source, storage, (line) => console.log(line));
  console.log(
    `› Terminé en ${((Date.now() - started) / 1000).toFixed(1)} s : ${copied} fichiers, ${(bytes / 1e6).toFixed(1)} Mo`,
  );
} catch (error) {
  console.error('Échec de la copie :', error);
  process.exitCode = 1;
} finally {
  storage.close();
}
