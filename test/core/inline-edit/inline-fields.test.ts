import { expect } from 'chai';
import type { BuyerFile } from '../../../core/src/domain/buyer-file/buyer-file.js';
import {
  findInlineField,
  INLINE_FIELDS,
  inlineEntityOf,
} from '../../../core/src/domain/inline-edit/inline-fields.js';
import type { Property } from '../../../core/src/domain/property/property.js';
import { aBuyerFile, aProperty } from '../../../core/src/testing/index.js';

const property: Property = { id: 1, ...aProperty() };
const buyerFile: BuyerFile = { id: 4, ...aBuyerFile() };

describe('inline edit whitelist', () => {
  it('names the entity case-insensitively', () => {
    expect(inlineEntityOf('Dossier_Acheteurs')).to.equal('dossier_acheteurs');
    expect(inlineEntityOf('bien')).to.equal('bien');
    expect(inlineEntityOf('user')).to.equal(null);
  });

  it('finds whitelisted fields with their type', () => {
    expect(findInlineField('dossier_acheteurs', 'commentaireSurAcquereur')?.fieldType).to.equal('text');
    expect(findInlineField('bien', 'nom')?.fieldType).to.equal('text');
    expect(findInlineField('bien', 'surface_habitable')?.fieldType).to.equal('float');
    expect(findInlineField('bien', 'nombre_pieces')?.fieldType).to.equal('integer');
    expect(findInlineField('bien', 'dpe_date')?.fieldType).to.equal('date');
  });

  it('takes the two prices the property page shows, as whole euros and terms of the auction', () => {
    for (const name of ['premier_prix', 'pas_enchere']) {
      expect(findInlineField('bien', name), name).to.deep.include({
        fieldType: 'integer',
        required: true,
        min: 1,
        biddingTerm: true,
      });
    }
    expect(findInlineField('bien', 'premier_prix')).to.include({ computedWithFlatFee: true });
    expect(findInlineField('bien', 'pas_enchere')).to.not.have.property('computedWithFlatFee');
  });

  it('refuses fields outside the whitelist', () => {
    expect(findInlineField('bien', 'reserve_price')).to.equal(null);
    expect(findInlineField('bien', 'premiere_offre_possible_nv')).to.equal(null);
    expect(findInlineField('bien', 'dateDebut')).to.equal(null);
    expect(findInlineField('bien', 'dateFin')).to.equal(null);
    expect(findInlineField('bien', 'negotiatorId')).to.equal(null);
    expect(findInlineField('user', 'roles')).to.equal(null);
    expect(findInlineField('bien', 'commentaireSurAcquereur')).to.equal(null);
  });

  it('has each (entity, property) once', () => {
    const names = INLINE_FIELDS.map((f) => `${f.entity}.${f.property}`);
    expect(new Set(names).size).to.equal(names.length);
  });

  it('reads and writes the mapped property fields', () => {
    const cases: [string, string | number | null, (p: Property) => unknown][] = [
      ['nom', 'Villa au bord du lac', (p) => p.title],
      ['descriptif', 'Nouveau descriptif', (p) => p.description],
      ['surface_habitable', 130.25, (p) => p.livingArea],
      ['nombre_pieces', 7, (p) => p.rooms],
      ['taxe_fonciere', '1 900 €', (p) => p.propertyTax],
      ['dpe_date', '2024-02-29', (p) => p.dpe.date],
      ['numero_etage', null, (p) => p.floor],
      ['premier_prix', 262000, (p) => p.firstPrice],
      ['pas_enchere', 2500, (p) => p.bidStep],
    ];
    for (const [name, value, get] of cases) {
      const field = findInlineField('bien', name);
      if (field?.entity !== 'bien') throw new Error(name);
      const updated = field.write(property, value);
      expect(get(updated), name).to.equal(value);
      expect(field.read(updated), name).to.equal(value);
    }
  });

  it('keeps the rest of the DPE when its date changes', () => {
    const field = findInlineField('bien', 'dpe_date');
    if (field?.entity !== 'bien') throw new Error('dpe_date');
    expect(field.write(property, '2024-01-02').dpe).to.deep.equal({ ...property.dpe, date: '2024-01-02' });
  });

  it("writes the negotiator's comment on the buyer file", () => {
    const field = findInlineField('dossier_acheteurs', 'commentaireSurAcquereur');
    if (field?.entity !== 'dossier_acheteurs') throw new Error('comment');
    expect(field.write(buyerFile, 'Dossier solide').negotiatorComment).to.equal('Dossier solide');
  });
});
