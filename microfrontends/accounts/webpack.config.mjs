import { federatedConfig } from '@immo/kit/webpack';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export default federatedConfig({
  name: 'accounts',
  dir: dirname(fileURLToPath(import.meta.url)),
  exposes: {
    './LoginPage': './src/login-page.tsx',
    './BuyerSpace': './src/buyer-space.tsx',
    './SellerSpace': './src/seller-space.tsx',
    './SellerLeadForm': './src/seller-lead-form.tsx',
    './NewsAdmin': './src/news-admin.tsx',
  },
  entry: './src/standalone/index.ts',
  title: 'Compte et espace acheteur (autonome)',
  port: 8082,
});
