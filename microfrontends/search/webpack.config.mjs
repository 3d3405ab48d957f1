import { federatedConfig } from '@immo/kit/webpack';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export default federatedConfig({
  name: 'search',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: { './SearchPage': './src/search-page.tsx', './HomePage': './src/home-page.tsx' },
  entry: './src/standalone/index.ts',
  title: 'Recherche (autonome)',
  port: 8084,
});
