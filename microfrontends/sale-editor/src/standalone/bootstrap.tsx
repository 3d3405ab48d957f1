import { createAppStore, startI18n, initialLocale } from '@immo/kit';
import '@immo/kit/styles.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import NegotiatorSpace from '../negotiator-space.js';

// The texts of the page's language only, in their own chunk: the screen renders once they are here.
void startI18n(initialLocale()).then((i18n) => {
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
});
