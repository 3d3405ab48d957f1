import '../../../support/dom.js';
import { energyClassColors } from '@immo/kit';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { errorOf, markedRequired, renderPrecisions, settle } from './render-precisions.js';

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);
const answer = (testId: 'dpe-exempte' | 'dpe-vierge', label: 'Oui' | 'Non') =>
  within(screen.getByTestId(testId)).getByLabelText(label);
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await settle();
};
const COSTS = ['cout_ann_min', 'cout_ann_max', 'date_ref_dpe'];
const FULL_DPE = {
  dpe_nrj: '182',
  dpe_lettre: 'D',
  dpe_ges: '39',
  ges_lettre: 'E',
};

describe('sale editor: Précisions tab, Diagnostics (DPE)', () => {
  it('exempt and blank exclude each other', async () => {
    const { values } = renderPrecisions();
    await settle();
    expect(values()).to.deep.include({ dpe_exempte: 'non', dpe_vierge: 'non' });

    fireEvent.click(answer('dpe-exempte', 'Oui'));
    await settle();
    expect(values()).to.deep.include({ dpe_exempte: 'oui', dpe_vierge: 'non' });

    fireEvent.click(answer('dpe-vierge', 'Oui'));
    await settle();
    expect(values()).to.deep.include({ dpe_exempte: 'non', dpe_vierge: 'oui' });
    expect((answer('dpe-exempte', 'Non') as HTMLInputElement).checked).to.equal(true);

    fireEvent.click(answer('dpe-exempte', 'Oui'));
    await settle();
    expect(values()).to.deep.include({ dpe_exempte: 'oui', dpe_vierge: 'non' });

    // 'non' on one leaves the other as it is.
    fireEvent.click(answer('dpe-exempte', 'Non'));
    await settle();
    expect(values()).to.deep.include({ dpe_exempte: 'non', dpe_vierge: 'non' });
  });

  it('a full DPE asks for the date, the values and both letters; exempt asks for nothing; blank for the date', async () => {
    renderPrecisions();
    await settle();
    for (const name of ['dpe_date', 'dpe_nrj', 'dpe_ges', ...COSTS]) expect(input(name), name).to.exist;
    expect(screen.getByTestId('dpe_lettre-scale')).to.exist;
    expect(screen.getByTestId('ges_lettre-scale')).to.exist;
    expect(screen.getByText('kWh/m²/an')).to.exist;

    fireEvent.click(answer('dpe-exempte', 'Oui'));
    await settle();
    for (const name of ['dpe_date', 'dpe_nrj', 'dpe_lettre', 'dpe_ges', 'ges_lettre', ...COSTS])
      expect(input(name), name).to.equal(null);

    fireEvent.click(answer('dpe-vierge', 'Oui'));
    await settle();
    expect(input('dpe_date')).to.exist;
    for (const name of ['dpe_nrj', 'dpe_lettre', 'dpe_ges', 'ges_lettre', ...COSTS])
      expect(input(name), name).to.equal(null);
  });

  it('submitting an empty full DPE shows each required message', async () => {
    renderPrecisions();
    await settle();
    await submit();
    for (const name of ['dpe_date', 'dpe_nrj', 'dpe_ges'])
      expect(errorOf(name), name).to.equal('Champ obligatoire');
    expect(errorOf('dpe_lettre')).to.equal('Champ obligatoire');
    expect(errorOf('ges_lettre')).to.equal('Champ obligatoire');
  });

  it('the cost fields are not required for a DPE dated 2021-07-31', async () => {
    renderPrecisions({ values: FULL_DPE });
    await settle();
    fireEvent.change(input('dpe_date')!, { target: { value: '2021-07-31' } });
    await settle();
    await submit();
    for (const name of COSTS) {
      expect(input(name), name).to.exist;
      expect(markedRequired(name), name).to.equal(false);
      expect(errorOf(name), name).to.equal(null);
    }
  });

  it('the cost fields are required from a DPE dated 2021-08-01', async () => {
    const { values } = renderPrecisions({ values: FULL_DPE });
    await settle();
    fireEvent.change(input('dpe_date')!, { target: { value: '2021-08-01' } });
    await settle();
    expect(values().dpe_date).to.equal('2021-08-01');
    await submit();
    for (const name of COSTS) {
      expect(markedRequired(name), name).to.equal(true);
      expect(errorOf(name), name).to.equal('Champ obligatoire');
    }
    fireEvent.change(input('cout_ann_min')!, { target: { value: '1240' } });
    fireEvent.change(input('cout_ann_max')!, { target: { value: '1720' } });
    fireEvent.change(input('date_ref_dpe')!, { target: { value: '2021' } });
    await settle();
    for (const name of COSTS) expect(errorOf(name), name).to.equal(null);
  });

  it('a blank DPE dated after August 2021 needs no costs', async () => {
    renderPrecisions({ values: { dpe_vierge: 'oui', dpe_date: '2023-05-10' } });
    await settle();
    for (const name of COSTS) expect(input(name), name).to.equal(null);
  });

  it('the letters are chosen on the colour-coded A–G scale', async () => {
    const { values } = renderPrecisions();
    await settle();
    const scale = screen.getByTestId('dpe_lettre-scale');
    const options = within(scale).getAllByRole('radio') as HTMLInputElement[];
    expect(options.map((option) => option.value)).to.deep.equal(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16)).join(', ')})`;
    for (const option of options) {
      const colour = energyClassColors[option.value as keyof typeof energyClassColors];
      expect(option.closest('label')!.style.backgroundColor, option.value).to.equal(rgb(colour));
    }
    // The official scale: A (green) to G (red).
    expect(energyClassColors.A).to.equal('#009c6d');
    expect(energyClassColors.G).to.equal('#d7221f');
    fireEvent.click(within(scale).getByLabelText('Classe C'));
    fireEvent.click(within(screen.getByTestId('ges_lettre-scale')).getByLabelText('Classe F'));
    await settle();
    expect(values()).to.deep.include({ dpe_lettre: 'C', ges_lettre: 'F' });
    expect((within(scale).getByLabelText('Classe C') as HTMLInputElement).checked).to.equal(true);
  });

  it('a loaded letter in lower case still shows as chosen', async () => {
    renderPrecisions({ values: { dpe_lettre: 'b' } });
    await settle();
    expect(
      (within(screen.getByTestId('dpe_lettre-scale')).getByLabelText('Classe B') as HTMLInputElement).checked,
    ).to.equal(true);
  });
});
