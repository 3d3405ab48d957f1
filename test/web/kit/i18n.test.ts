import '../../support/dom.js';
import { createI18n, switchLocale } from '@immo/kit';
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
});
