import '../../../support/dom.js';
import { defaultSaleFormValues } from '@immo/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { errorOf, markedRequired, renderPrecisions, settle } from './render-precisions.js';

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const radio = (name: string, value: 'oui' | 'non') =>
  document.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"][value="${value}"]`)!;
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await settle();
};

describe('sale editor: Précisions tab, Caractéristiques', () => {
  it('shows its five sections with the spec titles', async () => {
    renderPrecisions();
    await settle();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).to.deep.equal([
      'Localisation',
      'Caractéristiques',
      'Descriptif du bien',
      'Diagnostics (DPE)',
      'Diagnostic état des risques et pollution',
    ]);
  });

  it('names every input after the form field it holds', async () => {
    renderPrecisions({ values: { copropriete: 'oui' } });
    await settle();
    const fields = new Set(Object.keys(defaultSaleFormValues()));
    const controls = [...document.querySelectorAll('input, select, textarea, output')];
    expect(controls.length).to.be.greaterThan(30);
    for (const control of controls)
      expect(fields, control.outerHTML).to.include(control.getAttribute('name'));
  });

  it('keeps numbers as the text typed, the living area to the hundredth', async () => {
    const { values } = renderPrecisions();
    await settle();
    expect(input('surface_habitable')!.step).to.equal('0.01');
    fireEvent.change(input('surface_habitable')!, { target: { value: '85.25' } });
    fireEvent.change(input('surface_terrain')!, { target: { value: '420' } });
    fireEvent.change(input('nombre_pieces')!, { target: { value: '4' } });
    fireEvent.change(input('nombre_chambres')!, { target: { value: '3' } });
    fireEvent.click(radio('constru_moins5ans', 'oui'));
    await settle();
    expect(values()).to.deep.include({
      surface_habitable: '85.25',
      surface_terrain: '420',
      nombre_pieces: '4',
      nombre_chambres: '3',
      constru_moins5ans: 'oui',
    });
  });

  it("a decimal comma in an area draws core's message once visited", async () => {
    renderPrecisions();
    await settle();
    const area = input('surface_terrain')!;
    // A text a number input would not take from the keyboard, as a paste might bring it.
    area.type = 'text';
    fireEvent.change(area, { target: { value: '12,5' } });
    fireEvent.blur(area);
    await settle();
    expect(errorOf('surface_terrain')).to.equal('Merci de saisir un "." à la place de la virgule ');
  });

  it('copropriété oui reveals the lots, the annual charges, the procedure and the managing agent', async () => {
    const { values } = renderPrecisions();
    await settle();
    for (const name of ['nb_lots', 'charge', 'infos_procedure', 'nom_syndic'])
      expect(input(name)).to.equal(null);
    expect(radio('copropriete', 'non').checked).to.equal(true);

    fireEvent.click(radio('copropriete', 'oui'));
    await settle();
    expect(values().copropriete).to.equal('oui');
    const group = screen.getByTestId('co-ownership-fields');
    for (const name of ['nb_lots', 'charge', 'infos_procedure', 'nom_syndic']) expect(input(name)).to.exist;
    expect(within(group).getByText('€ / an')).to.exist;
    const procedure = input('infos_procedure') as unknown as HTMLSelectElement;
    expect([...procedure.options].map((option) => option.value)).to.deep.equal([
      'Aucune',
      'Administrateur',
      'Expert',
      'Mandataire',
    ]);
    expect(procedure.value).to.equal('Aucune');
    fireEvent.change(procedure, { target: { value: 'Expert' } });
    await settle();
    expect(values().infos_procedure).to.equal('Expert');

    fireEvent.click(radio('copropriete', 'non'));
    await settle();
    expect(input('nb_lots')).to.equal(null);
  });

  it('with copropriété, the lots and the charges are required', async () => {
    renderPrecisions({ values: { copropriete: 'oui' } });
    await settle();
    expect(markedRequired('nb_lots')).to.equal(true);
    expect(markedRequired('charge')).to.equal(true);
    expect(markedRequired('nom_syndic')).to.equal(false);
    await submit();
    expect(errorOf('nb_lots')).to.equal('Champ obligatoire');
    expect(errorOf('charge')).to.equal('Champ obligatoire');
    expect(errorOf('nom_syndic')).to.equal(null);

    fireEvent.change(input('nb_lots')!, { target: { value: '24' } });
    fireEvent.change(input('charge')!, { target: { value: '1800' } });
    await settle();
    expect(errorOf('nb_lots')).to.equal(null);
    expect(errorOf('charge')).to.equal(null);
  });
});

describe('sale editor: Précisions tab, Localisation fields', () => {
  it("'do not show the address' is the inverse of afficher_adresse", async () => {
    const { values } = renderPrecisions();
    await settle();
    const checkbox = input('afficher_adresse')!;
    expect(values().afficher_adresse).to.equal(true);
    expect(checkbox.checked).to.equal(false);
    expect(checkbox.closest('label')!.textContent).to.equal('Ne pas afficher l’adresse sur l’annonce');
    fireEvent.click(checkbox);
    await settle();
    expect(values().afficher_adresse).to.equal(false);
    expect(checkbox.checked).to.equal(true);
  });

  it('a sale that hides its address shows the box ticked', async () => {
    renderPrecisions({ values: { afficher_adresse: false } });
    await settle();
    expect(input('afficher_adresse')!.checked).to.equal(true);
  });

  it('the postcode and the commune are read-only and required; the complement is free', async () => {
    const { values } = renderPrecisions();
    await settle();
    expect(input('codePostal')!.readOnly).to.equal(true);
    expect(input('ville')!.readOnly).to.equal(true);
    expect(markedRequired('codePostal') && markedRequired('ville') && markedRequired('adresse')).to.equal(
      true,
    );
    fireEvent.change(input('complement')!, { target: { value: 'Bâtiment B, 3e étage' } });
    await settle();
    expect(values().complement).to.equal('Bâtiment B, 3e étage');
    await submit();
    expect(errorOf('codePostal')).to.equal('Champ obligatoire');
    expect(errorOf('ville')).to.equal('Champ obligatoire');
  });
});
