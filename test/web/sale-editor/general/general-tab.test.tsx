import '../../../support/dom.js';
import { AMENITIES, HEATING_KINDS, SALE_FORM_DRAFT_KEY, SUB_NATURES } from '@immo/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import {
  ASSISTANCE_NEGOTIATOR,
  click,
  deferred,
  errorOf,
  fakeApi,
  field,
  fieldsNamed,
  memoryStorage,
  radio,
  renderSaleForm,
  submit,
  type,
  validSaleValues,
} from '../form/harness.js';

/** A new sale whose other fields are already right, so each test looks at one rule. */
function renderWithValidDraft(overrides = {}, options = {}) {
  const storage = memoryStorage({ [SALE_FORM_DRAFT_KEY]: JSON.stringify(validSaleValues(overrides)) });
  return renderSaleForm({ storage, ...options });
}

describe('web: sale editor — Général tab (spec §5.1 rows it renders)', () => {
  afterEach(cleanup);

  it('names every input by the spec’s field names, amenities and heating included', async () => {
    renderSaleForm();
    await screen.findByTestId('general-tab');
    for (const name of [
      'ref_client',
      'type',
      'sous_nature',
      'nom',
      'dateDebut',
      'dateFin',
      'h36',
      'premiere_offre_possible_nv',
      'flat_price_answer',
      'premier_prix',
      'pas_enchere',
      'reserve_price',
      'charge_honoraire',
      'annee_construction',
      'travauxAPrevoir',
      'numero_etage',
      'nombre_salle_de_bains',
      'nombre_wc',
      'acces_handicap',
      'etat_general',
      'taxe_fonciere',
      'taxe_habitation',
      'charges_mensuelles',
      'descriptif',
      'lienRhinov',
    ])
      expect(fieldsNamed(name), name).to.not.be.empty;
    for (const amenity of AMENITIES) expect(field(amenity).type, amenity).to.equal('checkbox');
    expect(fieldsNamed('chauffage').map((box) => box.value)).to.deep.equal([...HEATING_KINDS]);
    expect(screen.getByText('Je souhaite vendre en 36h')).to.exist;
    // Defaults of §3.1: fees paid by the buyer, no flat fee, no 36h.
    expect(radio('charge_honoraire', 'A').checked).to.equal(true);
    expect(radio('flat_price_answer', 'non').checked).to.equal(true);
    expect(field('h36').checked).to.equal(false);
  });

  it('ref_client: required, 21 characters accepted, 22 refused with ‘21 caractères maximum !’', async () => {
    renderSaleForm();
    await type('ref_client', 'A'.repeat(21));
    expect(errorOf('ref_client')).to.equal(null);
    await type('ref_client', 'A'.repeat(22));
    expect(errorOf('ref_client')).to.equal('21 caractères maximum !');
    await type('ref_client', '');
    expect(errorOf('ref_client')).to.equal('Champ obligatoire');
  });

  it('nom: 120 characters accepted, 121 refused with ‘120 caractères maximum !’', async () => {
    renderSaleForm();
    await type('nom', 'T'.repeat(120));
    expect(errorOf('nom')).to.equal(null);
    await type('nom', 'T'.repeat(121));
    expect(errorOf('nom')).to.equal('120 caractères maximum !');
  });

  it('type: required (‘Champ Obligatoire’); choosing one offers its sub-natures and resets the choice to ‘Aucun’', async () => {
    renderWithValidDraft({ type: '', sous_nature: '' });
    await submit();
    expect(errorOf('type')).to.equal('Champ Obligatoire');
    expect(field<HTMLSelectElement>('sous_nature').disabled).to.equal(true);

    await type('type', 'MAIS');
    expect(errorOf('type')).to.equal(null);
    const options = Array.from(field<HTMLSelectElement>('sous_nature').options).map((o) => o.value);
    expect(options).to.deep.equal([...SUB_NATURES.MAIS]);
    await type('sous_nature', 'Chalet');
    expect(field<HTMLSelectElement>('sous_nature').value).to.equal('Chalet');

    await type('type', 'APPT');
    expect(field<HTMLSelectElement>('sous_nature').value).to.equal('Aucun');
    expect(Array.from(field<HTMLSelectElement>('sous_nature').options).map((o) => o.value)).to.deep.equal([
      ...SUB_NATURES.APPT,
    ]);
    // The 11 types with their French names.
    const typeOptions = Array.from(field<HTMLSelectElement>('type').options).map((o) => o.textContent);
    expect(typeOptions).to.have.length(12);
    expect(typeOptions).to.include.members(['Maison', 'Appartement', 'Garage - Parking', 'Terrain à bâtir']);
  });

  it('dates: both required, and the start before the end', async () => {
    renderSaleForm();
    await type('dateDebut', '2026-03-10T10:00');
    expect(errorOf('dateFin')).to.equal('Veillez à renseigner les 2 zones concernant les dates');
    await type('dateFin', '2026-03-09T10:00');
    expect(errorOf('dateFin')).to.equal(null);
    expect(errorOf('dateDebut')).to.equal('La date de début doit être avant celle de fin');
    await type('dateFin', '2026-03-12T18:00');
    expect(errorOf('dateDebut')).to.equal(null);
    // The values read in French, 24 h, whatever the browser's own date-time input shows.
    expect(screen.getByText('jeudi 12 mars 2026 à 18:00')).to.exist;
  });

  it('a start 6 months ahead or more is a warning under the field, not an error: the sale still saves', async () => {
    const api = fakeApi({ 'POST /v2/sell/agence-immo/create': { bienId: 9 } });
    renderWithValidDraft({ dateDebut: '2026-07-20T10:00', dateFin: '2026-07-22T18:00' }, { api: api.api });
    expect(screen.getByTestId('field-warning-dateDebut').textContent).to.equal(
      'La date de début des offres dépasse de 6 mois la date actuelle',
    );
    expect(errorOf('dateDebut')).to.equal(null);
    await type('dateDebut', '2026-06-20T10:00');
    expect(screen.queryByTestId('field-warning-dateDebut')).to.equal(null);
    await type('dateDebut', '2026-07-20T10:00');
    await submit();
    await waitFor(() => expect(api.callsTo('POST', '/v2/sell/agence-immo/create')).to.have.length(1));
  });

  it('‘Je souhaite vendre en 36h’ sets the start to the end minus 36 hours, and follows the end', async () => {
    renderSaleForm();
    await type('dateFin', '2026-03-12T18:00');
    await click(field('h36'));
    expect(field('dateDebut').value).to.equal('2026-03-11T06:00');
    expect(field('dateDebut').readOnly).to.equal(true);
    await type('dateFin', '2026-03-20T12:30');
    expect(field('dateDebut').value).to.equal('2026-03-19T00:30');
    await click(field('h36'));
    expect(field('dateDebut').readOnly).to.equal(false);
  });

  it('prices: whole numbers only (‘Nombre entier uniquement’), premier_prix above the net seller price', async () => {
    renderSaleForm();
    await type('premiere_offre_possible_nv', '250000,50');
    expect(errorOf('premiere_offre_possible_nv')).to.equal('Nombre entier uniquement');
    await type('premiere_offre_possible_nv', '250000');
    expect(errorOf('premiere_offre_possible_nv')).to.equal(null);
    expect(screen.getByText('250 000 €')).to.exist;
    await type('premier_prix', '250000');
    expect(errorOf('premier_prix')).to.equal('Le prix doit être supérieur au prix net vendeur');
    await type('premier_prix', '265000');
    expect(errorOf('premier_prix')).to.equal(null);
    await type('pas_enchere', '5000.5');
    expect(errorOf('pas_enchere')).to.equal('Nombre entier uniquement');
  });

  it('flat fee ‘Non’: premier_prix is typed and the fee it implies shows, percent in French with no trailing zeros', async () => {
    renderSaleForm();
    await type('premiere_offre_possible_nv', '250000');
    await type('premier_prix', '265000');
    expect(field('premier_prix').disabled).to.equal(false);
    expect(fieldsNamed('flat_price')).to.be.empty;
    expect(screen.getByTestId('displayed-fee').textContent?.replace(/\s/g, ' ')).to.contain('15 000 €');
    expect(screen.getByTestId('fee-percent').textContent).to.equal('soit 6 %');
    await type('premiere_offre_possible_nv', '200000');
    await type('premier_prix', '215000');
    expect(screen.getByTestId('fee-percent').textContent).to.equal('soit 7,5 %');
  });

  it('flat fee ‘Oui’: the fee field shows and premier_prix = net + fee, computed and disabled', async () => {
    renderSaleForm();
    await type('premiere_offre_possible_nv', '250000');
    await click(radio('flat_price_answer', 'oui'));
    expect(fieldsNamed('flat_price')).to.have.length(1);
    await type('flat_price', '12000');
    expect(field('premier_prix').value).to.equal('262000');
    expect(field('premier_prix').disabled).to.equal(true);
    await type('premiere_offre_possible_nv', '300000');
    expect(field('premier_prix').value).to.equal('312000');
    await type('flat_price', '12 000');
    expect(errorOf('flat_price')).to.equal('Nombre entier uniquement');
    await click(radio('flat_price_answer', 'non'));
    expect(fieldsNamed('flat_price')).to.be.empty;
    expect(field('premier_prix').disabled).to.equal(false);
  });

  it('reserve_price: required, a dot for decimals (‘Merci de saisir un "." à la place de la virgule ’)', async () => {
    renderSaleForm();
    await type('reserve_price', '240000,50');
    expect(errorOf('reserve_price')).to.equal('Merci de saisir un "." à la place de la virgule ');
    await type('reserve_price', '240000.50');
    expect(errorOf('reserve_price')).to.equal(null);
    await type('reserve_price', '');
    expect(errorOf('reserve_price')).to.equal('Champ obligatoire');
  });

  it('travauxAPrevoir and acces_handicap: a choice is required (‘Merci de choisir une valeur’); works reveal their nature', async () => {
    renderWithValidDraft({ travauxAPrevoir: '', acces_handicap: '' });
    await submit();
    expect(errorOf('travauxAPrevoir')).to.equal('Merci de choisir une valeur');
    expect(errorOf('acces_handicap')).to.equal('Merci de choisir une valeur');
    expect(fieldsNamed('nature_travaux')).to.be.empty;
    await click(radio('travauxAPrevoir', 'oui'));
    await click(radio('acces_handicap', 'non'));
    expect(errorOf('travauxAPrevoir')).to.equal(null);
    expect(errorOf('acces_handicap')).to.equal(null);
    expect(fieldsNamed('nature_travaux')).to.have.length(1);
  });

  it('other numbers are whole numbers; taxe_fonciere is limited to 100 characters', async () => {
    renderSaleForm();
    await type('annee_construction', '19a0');
    expect(errorOf('annee_construction')).to.equal('Nombre entier uniquement');
    await type('nombre_wc', '1.5');
    expect(errorOf('nombre_wc')).to.equal('Nombre entier uniquement');
    await type('taxe_fonciere', '1'.repeat(101));
    expect(errorOf('taxe_fonciere')).to.equal('100 caractères maximum');
  });

  it('sends heating as a multi-choice list and the amenities as booleans', async () => {
    const api = fakeApi({ 'POST /v2/sell/agence-immo/create': { bienId: 9 } });
    renderWithValidDraft({}, { api: api.api });
    const box = (kind: string) => fieldsNamed('chauffage').find((b) => b.value === kind)!;
    await click(box('gaz'));
    await click(box('bois'));
    await click(field('piscine'));
    await click(field('centreVille'));
    await submit();
    await waitFor(() => expect(api.callsTo('POST', '/v2/sell/agence-immo/create')).to.have.length(1));
    const sent = api.callsTo('POST', '/v2/sell/agence-immo/create')[0]!.json as Record<string, unknown>;
    expect(sent.chauffage).to.deep.equal(['bois', 'gaz']);
    expect(sent.piscine).to.equal(true);
    expect(sent.centreVille).to.equal(true);
    expect(sent.ascenseur).to.equal(false);
  });

  it('assistance role only: the notaries from /find-tiers-assistance (CRPCEN + name), ‘Afficher le notaire’, ‘Barème Notimmo’', async () => {
    const notaries = deferred();
    const api = fakeApi({
      'GET /find-tiers-assistance': () => notaries.promise,
      'POST /v2/sell/agence-immo/create': { bienId: 9 },
    });
    renderWithValidDraft({}, { api: api.api, user: ASSISTANCE_NEGOTIATOR });
    expect(field<HTMLSelectElement>('assistance_tiers_assoc').disabled).to.equal(true);
    notaries.resolve({
      data: [
        { tiers_id: 3, tiers_name: 'Maître Anne Durand', tiers_crpcen: '69001' },
        { tiers_id: 4, tiers_name: 'Office notarial du Rhône', tiers_crpcen: null },
      ],
    });
    await waitFor(() => expect(field<HTMLSelectElement>('assistance_tiers_assoc').disabled).to.equal(false));
    const labels = Array.from(field<HTMLSelectElement>('assistance_tiers_assoc').options).map(
      (o) => o.textContent,
    );
    expect(labels).to.deep.equal([
      'Aucun notaire associé',
      '69001 - Maître Anne Durand',
      'Office notarial du Rhône',
    ]);
    expect(screen.getByText('Notaire associé')).to.exist;
    expect(field('showNotaire').checked).to.equal(true);
    expect(field('showNotimmoBareme').checked).to.equal(true);

    await type('assistance_tiers_assoc', '3');
    await click(field('showNotimmoBareme'));
    await submit();
    await waitFor(() => expect(api.callsTo('POST', '/v2/sell/agence-immo/create')).to.have.length(1));
    const sent = api.callsTo('POST', '/v2/sell/agence-immo/create')[0]!.json as Record<string, unknown>;
    expect(sent.assistance_tiers_assoc).to.equal(3);
    expect(sent.showNotimmoBareme).to.equal(false);
  });

  it('other negotiators see no notary block and never ask for the notaries', async () => {
    const api = fakeApi();
    renderSaleForm({ api: api.api });
    await screen.findByTestId('general-tab');
    expect(fieldsNamed('assistance_tiers_assoc')).to.be.empty;
    expect(fieldsNamed('showNotaire')).to.be.empty;
    expect(screen.queryByText('Barème Notimmo')).to.equal(null);
    expect(api.callsTo('GET', '/find-tiers-assistance')).to.be.empty;
  });
});
