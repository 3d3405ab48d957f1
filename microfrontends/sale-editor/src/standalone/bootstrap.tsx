import { createAppStore, createI18n, initialLocale } from '@immo/kit';
import '@immo/kit/styles.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import NegotiatorSpace from '../negotiator-space.js';

const i18n = createI18n(initialLocale());
document.documentElement.lang = i18n.language;

createRoot(document.getElementById('root') as HTMLElement).render(
  <Provider store={createAppStore()}>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <NegotiatorSpace />
      </BrowserRouter>
    </I18nextProvider>
  </Provider>,
);
