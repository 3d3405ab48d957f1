import { expect } from 'chai';
import {
  addParisMonths,
  isSaleFormValid,
  validateSaleForm,
  type SaleFormValidation,
} from '../../../core/src/domain/sale-form/validate-sale-form.js';
import type { SaleFormValues } from '../../../core/src/domain/sale-form/sale-form-values.js';
import {
  NEIGHBOURHOOD_DESCRIPTION_MAX_LENGTH,
  REFERENCE_MAX_LENGTH,
  START_WARNING_MONTHS,
  TAXE_FONCIERE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../../../core/src/domain/sale-form/sale-form-limits.js';
import { translate } from '../../../core/src/messages/translate.js';
import { parseParisDateTime } from '../../../core/src/shared/paris-time.js';
import { aSaleForm } from '../../../core/src/testing/sale-form-mother.js';

const NOW = parseParisDateTime('2026-11-21T11:00') as number;

const validate = (overrides: Partial<SaleFormValues> = {}, now = NOW): SaleFormValidation =>
  validateSaleForm(aSaleForm(overrides), { now });

/** The French text the form shows under a field, or undefined when the field is fine. */
const errorText = (overrides: Partial<SaleFormValues>, field: string, now = NOW): string | undefined => {
  const issue = (validate(overrides, now).errors as Record<string, { code: never; params?: never }>)[field];
  return issue ? translate(issue.code, 'fr', issue.params) : undefined;
};

describe('validateSaleForm', () => {
  it('accepts the complete form of the mother with neither error nor warning', () => {
    const result = validate();
    expect(result.errors).to.deep.equal({});
    expect(result.warnings).to.deep.equal({});
    expect(isSaleFormValid(result)).to.equal(true);
  });

  it('names each error with its field', () => {
    expect(validate({ ref_client: '' }).errors.ref_client).to.deep.equal({
      code: 'field_required',
      field: 'ref_client',
    });
  });

  describe('ref_client: required, max 21', () => {
    it('is required', () => {
      expect(errorText({ ref_client: '' }, 'ref_client')).to.equal('Champ obligatoire');
      expect(errorText({ ref_client: '   ' }, 'ref_client')).to.equal('Champ obligatoire');
    });
    it('takes exactly 21 characters and refuses 22', () => {
      expect(REFERENCE_MAX_LENGTH).to.equal(21);
      expect(errorText({ ref_client: 'R'.repeat(21) }, 'ref_client')).to.equal(undefined);
      expect(errorText({ ref_client: 'R'.repeat(22) }, 'ref_client')).to.equal('21 caractères maximum !');
    });
  });

  describe('type: required', () => {
    it("says 'Champ Obligatoire' (capital O) without a type", () => {
      expect(validate({ type: '' }).errors.type?.code).to.equal('field_required_capitalised');
      expect(errorText({ type: '' }, 'type')).to.equal('Champ Obligatoire');
    });
    it('refuses a sub-nature of another type', () => {
      expect(errorText({ type: 'APPT', sous_nature: 'Chalet' }, 'sous_nature')).to.equal(
        'Cette sous-nature ne correspond pas au type de bien',
      );
      expect(errorText({ type: 'MAIS', sous_nature: 'Chalet' }, 'sous_nature')).to.equal(undefined);
      expect(errorText({ type: 'MAIS', sous_nature: 'Aucun' }, 'sous_nature')).to.equal(undefined);
    });
  });

  describe('nom: required, max 120', () => {
    it('is required', () => {
      expect(errorText({ nom: '' }, 'nom')).to.equal('Champ obligatoire');
    });
    it('takes exactly 120 characters and refuses 121', () => {
      expect(TITLE_MAX_LENGTH).to.equal(120);
      expect(errorText({ nom: 'n'.repeat(120) }, 'nom')).to.equal(undefined);
      expect(errorText({ nom: 'n'.repeat(121) }, 'nom')).to.equal('120 caractères maximum !');
    });
  });

  describe('dateDebut, dateFin', () => {
    it('wants both dates', () => {
      const message = 'Veillez à renseigner les 2 zones concernant les dates';
      expect(errorText({ dateDebut: '' }, 'dateDebut')).to.equal(message);
      expect(errorText({ dateFin: '' }, 'dateFin')).to.equal(message);
      const both = validate({ dateDebut: '', dateFin: '' }).errors;
      expect(both.dateDebut?.code).to.equal('sale_dates_both_required');
      expect(both.dateFin?.code).to.equal('sale_dates_both_required');
    });
    it('wants the start before the end', () => {
      const message = 'La date de début doit être avant celle de fin';
      expect(errorText({ dateDebut: '2026-12-15T18:00', dateFin: '2026-12-15T18:00' }, 'dateDebut')).to.equal(
        message,
      );
      expect(errorText({ dateDebut: '2026-12-15T18:01', dateFin: '2026-12-15T18:00' }, 'dateDebut')).to.equal(
        message,
      );
      expect(errorText({ dateDebut: '2026-12-15T17:59', dateFin: '2026-12-15T18:00' }, 'dateDebut')).to.equal(
        undefined,
      );
    });
    it('refuses a date that does not exist', () => {
      expect(validate({ dateFin: '2026-02-30T10:00' }).errors.dateFin?.code).to.equal('sale_date_invalid');
      expect(validate({ dateDebut: '01/12/2026 10:00' }).errors.dateDebut?.code).to.equal(
        'sale_date_invalid',
      );
    });
  });

  describe('the start 6 months or more ahead: a warning, not an error', () => {
    const now = parseParisDateTime('2026-01-15T10:00') as number;
    const far = (dateDebut: string) => validate({ dateDebut, dateFin: '2026-09-01T10:00' }, now);

    it('warns at exactly 6 months', () => {
      expect(START_WARNING_MONTHS).to.equal(6);
      const result = far('2026-07-15T10:00');
      expect(result.warnings.dateDebut?.code).to.equal('sale_start_far_ahead');
      expect(translate('sale_start_far_ahead')).to.equal(
        'La date de début des offres dépasse de 6 mois la date actuelle',
      );
      expect(result.errors).to.deep.equal({});
      expect(isSaleFormValid(result)).to.equal(true);
    });
    it('warns beyond 6 months', () => {
      expect(far('2026-08-01T10:00').warnings.dateDebut?.code).to.equal('sale_start_far_ahead');
    });
    it('does not warn a minute before 6 months', () => {
      expect(far('2026-07-15T09:59').warnings).to.deep.equal({});
    });
    it('counts calendar months in Paris time, the 31st clamping to the month end', () => {
      const endOfAugust = parseParisDateTime('2026-08-31T12:00') as number;
      expect(addParisMonths(endOfAugust, 6)).to.equal(parseParisDateTime('2027-02-28T12:00'));
    });
  });

  describe('premiere_offre_possible_nv: required, whole number', () => {
    it('is required', () => {
      expect(errorText({ premiere_offre_possible_nv: '' }, 'premiere_offre_possible_nv')).to.equal(
        'Champ obligatoire',
      );
    });
    it('takes whole numbers only', () => {
      for (const typed of ['250000.5', '250 000,00', '-1', 'abc']) {
        expect(
          errorText({ premiere_offre_possible_nv: typed }, 'premiere_offre_possible_nv'),
          typed,
        ).to.equal('Nombre entier uniquement');
      }
    });
  });

  describe('premier_prix: required, whole number, greater than the net seller price', () => {
    const typed = (premier_prix: string) => ({ flat_price_answer: false, premier_prix });
    it('is required and whole', () => {
      expect(errorText(typed(''), 'premier_prix')).to.equal('Champ obligatoire');
      expect(errorText(typed('265000.50'), 'premier_prix')).to.equal('Nombre entier uniquement');
    });
    it('must exceed the net seller price', () => {
      const message = 'Le prix doit être supérieur au prix net vendeur';
      expect(errorText(typed('250000'), 'premier_prix')).to.equal(message);
      expect(errorText(typed('249999'), 'premier_prix')).to.equal(message);
      expect(errorText(typed('250001'), 'premier_prix')).to.equal(undefined);
    });
    it('with a flat fee, must be the net price plus the fee', () => {
      expect(validate({ premier_prix: '266000' }).errors.premier_prix?.code).to.equal(
        'sale_first_price_not_flat',
      );
      expect(validate({ premier_prix: '265000' }).errors.premier_prix).to.equal(undefined);
    });
  });

  describe('flat_price: required, whole number (when the fee is flat)', () => {
    it('is required and whole with a flat fee', () => {
      expect(errorText({ flat_price: '' }, 'flat_price')).to.equal('Champ obligatoire');
      expect(errorText({ flat_price: '15000.5' }, 'flat_price')).to.equal('Nombre entier uniquement');
    });
    it('is not asked for without a flat fee', () => {
      expect(validate({ flat_price_answer: false, flat_price: '' }).errors).to.deep.equal({});
    });
  });

  describe('pas_enchere: required', () => {
    it('is required, whole and above 0', () => {
      expect(errorText({ pas_enchere: '' }, 'pas_enchere')).to.equal('Champ obligatoire');
      expect(errorText({ pas_enchere: '500.5' }, 'pas_enchere')).to.equal('Nombre entier uniquement');
      expect(errorText({ pas_enchere: '0' }, 'pas_enchere')).to.equal('Le montant doit être supérieur à 0');
      expect(errorText({ pas_enchere: '1' }, 'pas_enchere')).to.equal(undefined);
    });
  });

  describe('reserve_price: required, digits with a dot decimal', () => {
    it('is required', () => {
      expect(errorText({ reserve_price: '' }, 'reserve_price')).to.equal('Champ obligatoire');
    });
    it('refuses the comma, with the trailing space of the spec', () => {
      expect(errorText({ reserve_price: '275000,50' }, 'reserve_price')).to.equal(
        'Merci de saisir un "." à la place de la virgule ',
      );
    });
    it('takes digits with a dot decimal', () => {
      expect(errorText({ reserve_price: '275000.50' }, 'reserve_price')).to.equal(undefined);
      expect(errorText({ reserve_price: '275000' }, 'reserve_price')).to.equal(undefined);
    });
  });

  describe('travauxAPrevoir, acces_handicap: a required choice', () => {
    it('wants an answer', () => {
      expect(errorText({ travauxAPrevoir: '' }, 'travauxAPrevoir')).to.equal('Merci de choisir une valeur');
      expect(errorText({ acces_handicap: '' }, 'acces_handicap')).to.equal('Merci de choisir une valeur');
      expect(errorText({ travauxAPrevoir: 'non', acces_handicap: 'oui' }, 'acces_handicap')).to.equal(
        undefined,
      );
    });
  });

  describe('taxe_fonciere: length limit', () => {
    it('takes 100 characters and refuses 101', () => {
      expect(TAXE_FONCIERE_MAX_LENGTH).to.equal(100);
      expect(errorText({ taxe_fonciere: 't'.repeat(100) }, 'taxe_fonciere')).to.equal(undefined);
      expect(errorText({ taxe_fonciere: 't'.repeat(101) }, 'taxe_fonciere')).to.equal(
        '100 caractères maximum',
      );
    });
  });

  describe('vendor e-mail', () => {
    it('must be an e-mail address, each vendor checked on its own', () => {
      const result = validate({
        vendeurs: [
          { email: 'claire.moreau@example.fr', primary: true },
          { email: 'marc.moreau@example', primary: false },
          { email: '', primary: false },
        ],
      });
      expect(Object.keys(result.errors)).to.deep.equal(['vendeurs.1.email', 'vendeurs.2.email']);
      expect(translate(result.errors['vendeurs.1.email']!.code)).to.equal(
        "Cette adresse email n'est pas valide",
      );
    });
  });

  describe('lienVideo: standard YouTube only', () => {
    it('refuses a Short and another host, accepts a standard video and no video', () => {
      expect(
        validate({ lienVideo: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' }).errors.lienVideo?.code,
      ).to.equal('sale_video_link_unsupported');
      expect(validate({ lienVideo: 'https://vimeo.com/123456' }).errors.lienVideo?.code).to.equal(
        'sale_video_link_unsupported',
      );
      expect(validate({ lienVideo: 'https://youtu.be/dQw4w9WgXcQ' }).errors.lienVideo).to.equal(undefined);
      expect(validate({ lienVideo: '' }).errors.lienVideo).to.equal(undefined);
    });
  });

  describe('adresse, codePostal, ville', () => {
    it('are required', () => {
      expect(errorText({ adresse: '' }, 'adresse')).to.equal('Champ obligatoire');
      expect(errorText({ codePostal: '' }, 'codePostal')).to.equal('Champ obligatoire');
      expect(errorText({ ville: '' }, 'ville')).to.equal('Champ obligatoire');
    });
  });

  describe('coordinates', () => {
    it('warn (red banner) unless both lat and lng are set, without blocking the save', () => {
      const result = validate({ lat: 44.8488, lng: null });
      expect(result.warnings.lat?.code).to.equal('sale_coordinates_invalid');
      expect(translate('sale_coordinates_invalid')).to.equal(
        'Coordonnées gps invalides, cliquer pour les mettre à jour',
      );
      expect(result.errors).to.deep.equal({});
    });
  });

  describe('nb_lots, charge: required with copropriété', () => {
    it('are required when copropriété is yes', () => {
      expect(errorText({ nb_lots: '' }, 'nb_lots')).to.equal('Champ obligatoire');
      expect(errorText({ charge: '' }, 'charge')).to.equal('Champ obligatoire');
      expect(errorText({ nb_lots: '12.5' }, 'nb_lots')).to.equal('Nombre entier uniquement');
    });
    it('are not asked for without copropriété', () => {
      expect(validate({ copropriete: 'non', nb_lots: '', charge: '' }).errors).to.deep.equal({});
    });
  });

  describe('description_quartier: required, max 100', () => {
    it("is required ('Champ Obligatoire')", () => {
      expect(errorText({ description_quartier: '' }, 'description_quartier')).to.equal('Champ Obligatoire');
    });
    it('takes 100 characters and refuses 101', () => {
      expect(NEIGHBOURHOOD_DESCRIPTION_MAX_LENGTH).to.equal(100);
      expect(errorText({ description_quartier: 'q'.repeat(100) }, 'description_quartier')).to.equal(
        undefined,
      );
      expect(errorText({ description_quartier: 'q'.repeat(101) }, 'description_quartier')).to.equal(
        '100 caractères maximum',
      );
    });
  });

  describe('descriptif_annonce: required', () => {
    it("says 'Champ Obligatoire'", () => {
      expect(errorText({ descriptif_annonce: '' }, 'descriptif_annonce')).to.equal('Champ Obligatoire');
    });
  });

  describe('DPE value, letter, GES value, GES letter', () => {
    const blanks = { dpe_nrj: '', dpe_lettre: '', dpe_ges: '', ges_lettre: '' };
    it('are required when the DPE is neither exempt nor blank', () => {
      const errors = validate(blanks).errors;
      expect(Object.keys(errors).sort()).to.deep.equal(['dpe_ges', 'dpe_lettre', 'dpe_nrj', 'ges_lettre']);
      expect(errors.dpe_lettre?.code).to.equal('field_required');
    });
    it('are not asked for when exempt or blank', () => {
      const noCosts = { cout_ann_min: '', cout_ann_max: '', date_ref_dpe: '' };
      expect(validate({ ...blanks, ...noCosts, dpe_exempte: 'oui', dpe_date: '' }).errors).to.deep.equal({});
      expect(validate({ ...blanks, ...noCosts, dpe_vierge: 'oui' }).errors).to.deep.equal({});
    });
    it('take one letter from A to G', () => {
      expect(validate({ dpe_lettre: 'DD' }).errors.dpe_lettre?.code).to.equal('sale_energy_class_invalid');
      expect(validate({ ges_lettre: 'H' }).errors.ges_lettre?.code).to.equal('sale_energy_class_invalid');
      expect(validate({ dpe_lettre: 'A', ges_lettre: 'G' }).errors).to.deep.equal({});
    });
    it('take values written with a dot', () => {
      expect(validate({ dpe_nrj: '168,5' }).errors.dpe_nrj?.code).to.equal('sale_dot_decimal_only');
    });
  });

  describe('DPE date: required', () => {
    it("says 'Champ obligatoire'", () => {
      expect(errorText({ dpe_date: '' }, 'dpe_date')).to.equal('Champ obligatoire');
      expect(errorText({ dpe_date: '', dpe_vierge: 'oui' }, 'dpe_date')).to.equal('Champ obligatoire');
    });
    it('is a real date', () => {
      expect(validate({ dpe_date: '2025-02-29' }).errors.dpe_date?.code).to.equal('sale_date_invalid');
    });
  });

  describe('cout_ann_min, cout_ann_max, date_ref_dpe: required from August 2021', () => {
    const noCosts = { cout_ann_min: '', cout_ann_max: '', date_ref_dpe: '' };
    it('are required for a DPE dated 2021-08-01', () => {
      const errors = validate({ ...noCosts, dpe_date: '2021-08-01' }).errors;
      expect(Object.keys(errors).sort()).to.deep.equal(['cout_ann_max', 'cout_ann_min', 'date_ref_dpe']);
    });
    it('are not required for a DPE dated 2021-07-31', () => {
      expect(validate({ ...noCosts, dpe_date: '2021-07-31' }).errors).to.deep.equal({});
    });
    it('are not required for a blank DPE even when recent', () => {
      expect(validate({ ...noCosts, dpe_vierge: 'oui', dpe_date: '2025-06-12' }).errors).to.deep.equal({});
    });
    it('are whole numbers', () => {
      expect(validate({ cout_ann_min: '1240.5' }).errors.cout_ann_min?.code).to.equal(
        'sale_whole_number_only',
      );
    });
  });

  describe('optional numbers', () => {
    it('are whole numbers, surfaces written with a dot', () => {
      expect(validate({ nombre_pieces: '4.5' }).errors.nombre_pieces?.code).to.equal(
        'sale_whole_number_only',
      );
      expect(validate({ surface_habitable: '86,4' }).errors.surface_habitable?.code).to.equal(
        'sale_dot_decimal_only',
      );
      expect(validate({ surface_habitable: '', nombre_pieces: '' }).errors).to.deep.equal({});
    });
  });
});
