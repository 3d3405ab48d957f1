import { federatedConfig } from '@immo/kit/webpack';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export default federatedConfig({
  name: 'shell',
  dir: dirname(fileURLToPath(import.meta.url)),
  entry: './src/index.ts',
  title: 'Immo Enchères — ventes immobilières aux enchères en ligne',
  port: 8080,
  publicPath: '/',
});
