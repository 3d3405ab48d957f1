import { federatedConfig } from '@immo/kit/webpack';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export default federatedConfig({
  name: 'accounts',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: { './LoginPage': './src/login-page.tsx' },
  entry: './src/standalone/index.ts',
  title: 'Connexion (autonome)',
  port: 8082,
});
