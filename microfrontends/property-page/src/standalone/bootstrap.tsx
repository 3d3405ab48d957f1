import '@immo/kit/styles.css';
import { mountStandalone } from '@immo/kit/standalone';
import { StrictMode } from 'react';
import PropertyPage from '../property-page.js';

// The remote on its own, as the shell would host it: `?bien=` picks the property (1 by default).
const bienId = Number(new URLSearchParams(window.location.search).get('bien') ?? 1);

mountStandalone(
  <StrictMode>
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: '1.5rem 1.25rem 3rem' }}>
      <PropertyPage bienId={bienId} />
    </main>
  </StrictMode>,
  { session: true },
);
