import '../../../support/dom.js';
import { AMENITIES, HEATING_KINDS } from '@immo/core';
import { energyClassColors } from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import {
  PropertyDetails,
  RISKS_SITE_URL,
} from '../../../../microfrontends/property-page/src/details/property-details.js';
import { gesClassColors, readableOn } from '../../../../microfrontends/property-page/src/details/dpe.js';
import type { EpicDependencies } from '@immo/kit';
import sinon from 'sinon';
import PropertyPage from '../property-page.js';
import { aPage, fakeDependencies, renderInShell, useJsdomCustomEvent } from './page-fixture.js';

/** jsdom reads colours back as rgb(r, g, b). */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const factsOf = (root: HTMLElement) =>
  Object.fromEntries(
    Array.from(root.querySelectorAll('.ppm-facts__row')).map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  );

describe('web: property page details and DPE', () => {
  useJsdomCustomEvent();
  afterEach(cleanup);

  it("colours the energy label with the official A–G scale and stresses the property's class", () => {
    renderInShell(<PropertyDetails page={aPage({}, { dpe_lettre: 'C', ges_lettre: 'F' })} />);
    const label = screen.getByTestId('dpe-label');
    expect(label.getAttribute('data-letter')).to.equal('C');
    expect(label.getAttribute('aria-current')).to.equal('true');
    expect(label.style.backgroundColor).to.equal(rgb(energyClassColors.C));
    expect(label.textContent).to.equal('C162 kWh/m²/an');

    const energyBars = label.parentElement!.querySelectorAll('li');
    expect(Array.from(energyBars).map((bar) => (bar as HTMLElement).style.backgroundColor)).to.deep.equal(
      (['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const).map((letter) => rgb(energyClassColors[letter])),
    );
    const gesActive = document.querySelector('.ppm-dpe__scale--ges [aria-current="true"]') as HTMLElement;
    expect(gesActive.getAttribute('data-letter')).to.equal('F');
    expect(gesActive.style.backgroundColor).to.equal(rgb(gesClassColors.F));
    expect(gesActive.textContent).to.equal('F28 kg CO₂/m²/an');
  });

  it('writes each letter in the colour that reads best on its bar', () => {
    expect(readableOn(energyClassColors.D)).to.equal('#1f2933');
    expect(readableOn(energyClassColors.G)).to.equal('#ffffff');
    expect(readableOn(gesClassColors.A)).to.equal('#1f2933');
    expect(readableOn(gesClassColors.G)).to.equal('#ffffff');
  });

  it('gives the estimated annual costs and their reference year, and the date of the diagnosis', () => {
    renderInShell(<PropertyDetails page={aPage()} />);
    const text = screen.getByTestId('property-details').textContent!.replace(/[\u202f\u00a0]/g, ' ');
    expect(text).to.contain(
      "Montant estimé des dépenses annuelles d'énergie pour un usage standard : entre 1 260 € et 1 710 € par an.",
    );
    expect(text).to.contain("Prix moyens des énergies indexés sur l'année 2023.");
    expect(text).to.contain('Diagnostic réalisé le 05/04/2025');
  });

  it("says 'Bien exempté de DPE' or 'DPE vierge' instead of the labels", () => {
    renderInShell(<PropertyDetails page={aPage({}, { dpe_exempte: true, dpe_lettre: null })} />);
    expect(screen.getByText('Bien exempté de DPE')).to.exist;
    expect(screen.queryByTestId('dpe-label')).to.equal(null);
    cleanup();
    renderInShell(<PropertyDetails page={aPage({}, { dpe_vierge: true, dpe_lettre: null })} />);
    expect(screen.getByText('DPE vierge')).to.exist;
    expect(screen.queryByTestId('dpe-label')).to.equal(null);
  });

  it('shows the key figures in French format, a year without thousands separator', () => {
    renderInShell(<PropertyDetails page={aPage()} />);
    const figures = Array.from(document.querySelectorAll('.ppm-figures__item')).map((item) => [
      item.querySelector('.ppm-figures__label')!.textContent,
      item.querySelector('.ppm-figures__value')!.textContent!.replace(/\u202f/g, ' '),
    ]);
    expect(figures).to.deep.equal([
      ['Surface habitable', '1 092,4 m²'],
      ['Pièces', '4'],
      ['Chambres', '3'],
      ['Salles de bains', '1'],
      ['WC', '2'],
      ['Étage', '3e étage'],
      ['Année de construction', '1972'],
    ]);
  });

  it("speaks the reader's language for values from data: type and sub-nature, condition, heating, amenities, figures", () => {
    const page = aPage(
      {},
      {
        type: 'MAIS',
        // The server wrote the type in the language of the first request; the page reads the code.
        typeLabel: 'Maison',
        sous_nature: 'Maison de ville',
        etat_general: 'Très bon état',
        surface_habitable: 1092.4,
        dpe_nrj: 162.5,
      },
    );
    renderInShell(<PropertyDetails page={page} />, undefined, 'en');
    const facts = factsOf(screen.getByTestId('property-details'));
    expect(facts['Property type']).to.equal('House · Town house');
    expect(facts['General condition']).to.equal('Very good condition');
    // English puts no space before a colon.
    expect(facts['Works to plan']).to.equal('Yes: Ravalement de façade voté');
    const chips = Array.from(document.querySelectorAll('.ppm-chips__chip')).map((chip) => chip.textContent);
    expect(chips).to.deep.equal(['Gas', 'Central heating', 'Lift', 'Basement', 'Fine view']);
    const living = document.querySelector('.ppm-figures__item .ppm-figures__value')!.textContent;
    expect(living).to.equal('1,092.4 m²');
    expect(screen.getByTestId('property-details').textContent).to.contain('162.5 kWh/m²/year');
  });

  it("names the property type in the page's header in the reader's language, whatever the server wrote", async () => {
    const page = aPage({}, { type: 'MAIS', typeLabel: 'Maison' });
    const api = sinon.stub().rejects(new Error('not in this test'));
    api.withArgs('/api/bien/7/page').resolves(page);
    const view = renderInShell(
      <PropertyPage bienId={7} />,
      fakeDependencies({ api: api as unknown as EpicDependencies['api'] }),
      'en',
    );
    const place = await screen.findByText(/Annecy \(74000\)/);
    expect(place.textContent).to.equal('House · Annecy (74000)');
    view.unmount();
  });

  it('keeps French values in French, free text as typed, and no sub-nature when it is none or the type itself', () => {
    const render = (bien: Parameters<typeof aPage>[1], locale: 'fr' | 'en' = 'fr') => {
      const view = renderInShell(<PropertyDetails page={aPage({}, bien)} />, undefined, locale);
      const facts = factsOf(screen.getByTestId('property-details'));
      view.unmount();
      return facts;
    };
    const french = render({
      type: 'MAIS',
      typeLabel: 'House',
      sous_nature: 'Maison de ville',
      etat_general: 'Très bon état',
    });
    expect(french['Type de bien']).to.equal('Maison · Maison de ville');
    expect(french['État général']).to.equal('Très bon état');
    expect(render({ etat_general: 'Cuisine refaite en 2024' }, 'en')['General condition']).to.equal(
      'Cuisine refaite en 2024',
    );
    expect(render({ type: 'APPT', sous_nature: 'Appartement' }, 'en')['Property type']).to.equal('Apartment');
    expect(render({ type: 'APPT', sous_nature: 'Aucun' }, 'en')['Property type']).to.equal('Apartment');
  });

  it('states the fees and who pays them, co-ownership, taxes and works in words', () => {
    renderInShell(<PropertyDetails page={aPage({}, { charge_honoraire: 'V' })} />);
    const facts = factsOf(screen.getByTestId('property-details'));
    const clean = (value: string | null | undefined) => value?.replace(/[\u202f\u00a0]/g, ' ');
    expect(clean(facts.Honoraires)).to.equal('30 000 € TTC, à la charge du vendeur');
    expect(clean(facts['Taxe foncière'])).to.equal('1 290 € / an');
    expect(clean(facts['Charges mensuelles'])).to.equal('240 € / mois');
    expect(facts["Taxe d'habitation"]).to.equal(undefined);
    expect(facts['Nombre de lots']).to.equal('42');
    expect(clean(facts['Charges annuelles'])).to.equal('2 880 € / an');
    expect(facts['Procédure en cours']).to.equal('Aucune');
    expect(facts.Syndic).to.equal('Foncia Annecy');
    expect(facts['Travaux à prévoir']).to.equal('Oui : Ravalement de façade voté');
    expect(facts['Accès handicapé']).to.equal('Non');
  });

  it('translates heating and amenity codes into chips', () => {
    renderInShell(<PropertyDetails page={aPage()} />);
    const chips = Array.from(document.querySelectorAll('.ppm-chips__chip')).map((chip) => chip.textContent);
    expect(chips).to.deep.equal(['Gaz', 'Chauffage central', 'Ascenseur', 'Sous-sol', 'Belle vue']);
  });

  it('has a French and an English label for every amenity and heating code of core', () => {
    for (const locale of ['fr', 'en'] as const) {
      const i18n = createTestI18n(locale);
      for (const code of AMENITIES)
        expect(i18n.exists(`amenity_${code}`), `${locale} amenity_${code}`).to.equal(true);
      for (const code of HEATING_KINDS)
        expect(i18n.exists(`heating_${code}`), `${locale} heating_${code}`).to.equal(true);
    }
  });

  it('links the risks statement to the official site', () => {
    renderInShell(<PropertyDetails page={aPage()} />);
    const link = screen.getByRole('link', { name: 'www.georisques.gouv.fr' });
    expect(link.getAttribute('href')).to.equal(RISKS_SITE_URL);
    expect(RISKS_SITE_URL).to.equal('https://www.georisques.gouv.fr');
    expect(link.getAttribute('rel')).to.contain('noopener');
  });

  it('shows the street only when the seller allows it, else the town and postcode', () => {
    renderInShell(<PropertyDetails page={aPage()} />);
    expect(document.querySelector('address')!.textContent).to.equal(
      '12 Quai de la Tournette3e étage74000 Annecy',
    );
    cleanup();
    renderInShell(<PropertyDetails page={aPage({}, { afficher_adresse: false })} />);
    const address = document.querySelector('address')!;
    expect(address.textContent).to.equal('74000 Annecy');
    expect(
      within(screen.getByTestId('property-details')).getByText("L'adresse précise n'est pas communiquée"),
    ).to.exist;
  });
});
