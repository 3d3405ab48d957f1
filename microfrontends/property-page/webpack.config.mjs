import { federatedConfig } from '@immo/kit/webpack';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export default federatedConfig({
  name: 'property_page',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: { './PropertyPage': './src/property-page.tsx' },
  entry: './src/standalone/index.ts',
  title: 'Fiche bien (autonome)',
  port: 8081,
});
