import '../../../support/dom.js';
import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'chai';
import { errorOf, markedRequired, renderPrecisions, settle } from './render-precisions.js';

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await settle();
};

describe('sale editor: Précisions tab, Descriptif du bien', () => {
  it('both texts are required', async () => {
    renderPrecisions();
    await settle();
    await submit();
    expect(errorOf('description_quartier')).to.equal('Champ Obligatoire');
    expect(errorOf('descriptif_annonce')).to.equal('Champ Obligatoire');
    expect(input('descriptif_annonce').tagName).to.equal('TEXTAREA');
  });

  it('the neighbourhood text counts its characters live, up to 100', async () => {
    const { values } = renderPrecisions();
    await settle();
    const counter = input('description_quartier').closest('.ns-field')!.querySelector('.ns-counter')!;
    expect(counter.textContent).to.equal('0/100');

    fireEvent.change(input('description_quartier'), { target: { value: 'x'.repeat(100) } });
    fireEvent.blur(input('description_quartier'));
    await settle();
    expect(counter.textContent).to.equal('100/100');
    expect(counter.classList.contains('ns-counter--over')).to.equal(false);
    expect(errorOf('description_quartier')).to.equal(null);

    fireEvent.change(input('description_quartier'), { target: { value: 'x'.repeat(101) } });
    await settle();
    expect(values().description_quartier).to.have.length(101);
    expect(counter.textContent).to.equal('101/100');
    expect(counter.classList.contains('ns-counter--over')).to.equal(true);
    expect(errorOf('description_quartier')).to.equal('100 caractères maximum');
  });
});

describe('sale editor: Précisions tab, état des risques et pollution', () => {
  it('is a yes/no answer with a required-style marker, no by default', async () => {
    const { values } = renderPrecisions();
    await settle();
    const group = input('etat_des_risques').closest('[role="radiogroup"]')!;
    expect(group.textContent).to.contain('État des risques et pollution fourni');
    expect(markedRequired('etat_des_risques')).to.equal(true);
    expect(group.querySelector('.ns-required')!.textContent).to.equal('*');
    expect(
      document.querySelector<HTMLInputElement>('[name="etat_des_risques"][value="non"]')!.checked,
    ).to.equal(true);
    fireEvent.click(document.querySelector('[name="etat_des_risques"][value="oui"]')!);
    await settle();
    expect(values().etat_des_risques).to.equal('oui');
  });

  it('links to the official risks site in a new tab', async () => {
    renderPrecisions();
    await settle();
    const link = screen.getByTestId('risks-link') as HTMLAnchorElement;
    expect(link.href).to.equal('https://www.georisques.gouv.fr/');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
  });
});
