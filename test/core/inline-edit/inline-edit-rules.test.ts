import { expect } from 'chai';
import {
  canEditInline,
  hidesCommentBlockAfterSave,
  inlineDisplayValue,
  inlineValueFor,
} from '../../../core/src/domain/inline-edit/inline-edit-rules.js';
import { findInlineField, type InlineField } from '../../../core/src/domain/inline-edit/inline-fields.js';
import { ANONYMOUS, type Role, type Viewer } from '../../../core/src/domain/user/user.js';

const field = (entity: string, property: string): InlineField => {
  const found = findInlineField(entity, property);
  if (!found) throw new Error(`${entity}.${property}`);
  return found;
};
const viewer = (id: number, ...roles: Role[]): Viewer => ({
  id,
  roles,
  assistance: false,
  verified: true,
  canAuction: false,
});

describe('inlineValueFor', () => {
  it('parses by the field type', () => {
    expect(inlineValueFor(field('bien', 'surface_habitable'), '1 234,5')).to.deep.equal({
      ok: true,
      value: 1234.5,
    });
    expect(inlineValueFor(field('bien', 'nombre_pieces'), '6')).to.deep.equal({ ok: true, value: 6 });
    expect(inlineValueFor(field('bien', 'dpe_date'), '31/12/2099')).to.deep.equal({
      ok: true,
      value: '2099-12-31',
    });
  });

  it('names the property on a parse error', () => {
    expect(inlineValueFor(field('bien', 'dpe_date'), '29/02/2023')).to.deep.equal({
      ok: false,
      error: { code: 'inline_invalid_date', field: 'dpe_date' },
    });
  });

  it('clears an optional field on empty input', () => {
    expect(inlineValueFor(field('bien', 'surface_habitable'), '  ')).to.deep.equal({ ok: true, value: null });
    expect(inlineValueFor(field('bien', 'dpe_date'), '')).to.deep.equal({ ok: true, value: null });
    expect(inlineValueFor(field('bien', 'descriptif'), '')).to.deep.equal({ ok: true, value: '' });
  });

  it('refuses empty input on a required field', () => {
    expect(inlineValueFor(field('bien', 'nom'), ' ')).to.deep.equal({
      ok: false,
      error: { code: 'field_required', field: 'nom' },
    });
  });

  it('keeps the title within 120 characters', () => {
    expect(inlineValueFor(field('bien', 'nom'), 'a'.repeat(120))).to.deep.equal({
      ok: true,
      value: 'a'.repeat(120),
    });
    expect(inlineValueFor(field('bien', 'nom'), 'a'.repeat(121))).to.deep.equal({
      ok: false,
      error: { code: 'inline_text_too_long', params: { max: 120 }, field: 'nom' },
    });
  });

  it('keeps numbers within their range', () => {
    expect(inlineValueFor(field('bien', 'nombre_pieces'), '0')).to.deep.equal({ ok: true, value: 0 });
    expect(inlineValueFor(field('bien', 'nombre_pieces'), '-1')).to.deep.equal({
      ok: false,
      error: { code: 'inline_number_out_of_range', params: { min: 0, max: 1000 }, field: 'nombre_pieces' },
    });
    expect(inlineValueFor(field('bien', 'numero_etage'), '-1')).to.deep.equal({ ok: true, value: -1 });
  });
});

describe('inlineDisplayValue', () => {
  it('shows the value as the field displays it', () => {
    expect(inlineDisplayValue({ fieldType: 'float' }, 1234.5)).to.equal('1\u202f234,5');
    expect(inlineDisplayValue({ fieldType: 'integer' }, 6)).to.equal('6');
    expect(inlineDisplayValue({ fieldType: 'date' }, '2099-12-31')).to.equal('31/12/2099');
    expect(inlineDisplayValue({ fieldType: 'text' }, 'Bon état')).to.equal('Bon état');
    expect(inlineDisplayValue({ fieldType: 'float' }, null)).to.equal('');
  });
});

describe('canEditInline', () => {
  it("lets the property's negotiator and administrators edit", () => {
    expect(canEditInline(viewer(7, 'ROLE_NEGOCIATEUR'), 7)).to.equal(true);
    expect(canEditInline(viewer(1, 'ROLE_ADMIN'), 7)).to.equal(true);
  });

  it('refuses other negotiators, buyers and anonymous visitors', () => {
    expect(canEditInline(viewer(8, 'ROLE_NEGOCIATEUR'), 7)).to.equal(false);
    expect(canEditInline(viewer(7, 'ROLE_USER'), 7)).to.equal(false);
    expect(canEditInline(ANONYMOUS, 0)).to.equal(false);
  });
});

describe('hidesCommentBlockAfterSave (§7)', () => {
  it('is true after a non-empty buyer comment only', () => {
    expect(hidesCommentBlockAfterSave('dossier_acheteurs', 'commentaireSurAcquereur', 'Sérieux')).to.equal(
      true,
    );
    expect(hidesCommentBlockAfterSave('dossier_acheteurs', 'commentaireSurAcquereur', ' ')).to.equal(false);
    expect(hidesCommentBlockAfterSave('bien', 'nom', 'Sérieux')).to.equal(false);
  });
});
