import { federatedConfig } from '@immo/kit/webpack';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export default federatedConfig({
  name: 'sale_editor',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './NegotiatorSpace': './src/negotiator-space.tsx',
    './AdminSpace': './src/admin/admin-space.tsx',
  },
  entry: './src/standalone/index.ts',
  title: 'Espace négociateur (autonome)',
  port: 8083,
});
