import { createAppStore, createI18n, initialLocale } from '@immo/kit';
import '@immo/kit/styles.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import PropertyPage from '../property-page.js';

const bienId = Number(new URLSearchParams(window.location.search).get('bien') ?? 1);

createRoot(document.getElementById('root')!).render(
  <Provider store={createAppStore()}>
    <I18nextProvider i18n={createI18n(initialLocale())}>
      <PropertyPage bienId={bienId} />
    </I18nextProvider>
  </Provider>,
);
