import '../../support/dom.js';
import { createI18n, messagesByLocale, RemoteMessages, startI18n, switchLocale } from '@immo/kit';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import catalogueLoader from '../../../microfrontends/kit/webpack/catalogue-loader.mjs';
import { fileURLToPath } from 'node:url';
import { en, fr } from '@immo/core';
import { expect } from 'chai';
import sinon from 'sinon';

describe('kit: the catalogue of one locale at a time', () => {
  it('builds each locale’s catalogue as JSON holding that locale’s texts only', async () => {
    const build = (locale: string) =>
      catalogueLoader.call({
        resourcePath: fileURLToPath(
          new URL(`../../../core/src/messages/locales/${locale}.ts`, import.meta.url),
        ),
        resourceQuery: '?catalogue',
        importModule: (path: string) => import(path) as Promise<Record<string, unknown>>,
      });
    const french = JSON.parse(await build('fr')) as Record<string, string>;
    const english = JSON.parse(await build('en')) as Record<string, string>;
    expect(french).to.deep.equal(fr);
    expect(english).to.deep.equal(en);
    expect(Object.values(french)).to.not.include(en.session_expiree);
  });

  it('fetches the other catalogue when the visitor switches, under the remotes’ newer texts', async () => {
    const i18n = createI18n('fr', { fr: { site_name: 'Immo Enchères', remote_text: 'Texte' } });
    i18n.addResourceBundle('en', 'translation', { remote_text: 'Newer text' }, true, true);
    const load = sinon.fake.resolves({ site_name: 'Immo Auctions', remote_text: 'Older text' });

    await switchLocale(i18n, 'en', document, load);

    expect(load.calledOnceWithExactly('en')).to.equal(true);
    expect(i18n.language).to.equal('en');
    expect(document.documentElement.lang).to.equal('en');
    expect(i18n.t('site_name')).to.equal('Immo Auctions');
    expect(i18n.t('remote_text')).to.equal('Newer text');
  });

  it('does not fetch a catalogue the page already holds', async () => {
    const i18n = createI18n('en', { fr: { site_name: 'Immo Enchères' }, en: { site_name: 'Immo Auctions' } });
    const load = sinon.fake.resolves({});
    await switchLocale(i18n, 'fr', document, load);
    await switchLocale(i18n, 'en', document, load);
    expect(load.called).to.equal(false);
    expect(i18n.t('site_name')).to.equal('Immo Auctions');
  });

  it('builds one locale of a remote’s bundle as JSON (`?locale=en&catalogue`)', async () => {
    const { PROPERTY_PAGE_MESSAGES } = await import('../../../microfrontends/property-page/src/messages.js');
    const english = await catalogueLoader.call({
      resourcePath: fileURLToPath(
        new URL('../../../microfrontends/property-page/src/messages.ts', import.meta.url),
      ),
      resourceQuery: '?locale=en&catalogue',
      importModule: (path: string) => import(path) as Promise<Record<string, unknown>>,
    });
    expect(JSON.parse(english)).to.deep.equal(PROPERTY_PAGE_MESSAGES.en);
  });

  it('switches with the loader the page started with (the shell’s own areas)', async () => {
    const load = sinon.fake(async (locale: string) => ({
      site_name: locale === 'en' ? 'Immo Auctions' : 'Immo Enchères',
    }));
    const i18n = await startI18n('fr', load);
    await switchLocale(i18n, 'en', document);
    expect(load.args.map(([locale]) => locale)).to.deep.equal(['fr', 'en']);
    expect(i18n.t('site_name')).to.equal('Immo Auctions');
  });
});

describe('kit: a remote’s texts fetched per locale', () => {
  function Shown() {
    const { t } = useTranslation();
    return <p data-testid="shown">{t('remote_text')}</p>;
  }

  it('waits for the page’s locale’s texts, fetches that one only, and the other on a switch', async () => {
    let arrive: (texts: { default: Record<string, string> }) => void = () => undefined;
    const fr = sinon.fake(
      () => new Promise<{ default: Record<string, string> }>((resolve) => (arrive = resolve)),
    );
    const en = sinon.fake.resolves({ default: { remote_text: 'Remote text' } });
    const messages = messagesByLocale({ fr, en });
    const i18n = createI18n('fr', { fr: { site_name: 'Immo Enchères' } });
    // Awaited: a render that suspends in an act scope is retried only within act.
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<p data-testid="waiting" />}>
            <RemoteMessages messages={messages}>
              <Shown />
            </RemoteMessages>
          </Suspense>
        </I18nextProvider>,
      );
    });
    expect(screen.getByTestId('waiting')).to.exist;
    await act(async () => arrive({ default: { remote_text: 'Texte du remote' } }));
    expect((await screen.findByTestId('shown')).textContent).to.equal('Texte du remote');
    expect(fr.callCount).to.equal(1);
    expect(en.called).to.equal(false);

    await act(() => switchLocale(i18n, 'en', document, async () => ({ site_name: 'Immo Auctions' })));
    expect(en.callCount).to.equal(1);
    expect(screen.getByTestId('shown').textContent).to.equal('Remote text');
  });
});
