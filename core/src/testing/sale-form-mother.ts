// Object Mother of sale-form values: what a negotiator's complete, valid form sends.
import { defaultSaleFormValues, type SaleFormValues } from '../domain/sale-form/sale-form-values.js';

/** The offers window of aSaleForm(): upcoming at DEFAULT_TEST_NOW (21 November 2026), within 6 months. */
export const SALE_FORM_START = '2026-12-01T10:00';
export const SALE_FORM_END = '2026-12-15T18:00';

/**
 * A flat on the Quai des Chartrons in Bordeaux (a commune the InMemoryGeocoder knows), in a
 * co-ownership, with a full DPE dated after August 2021: net seller price 250 000 €, a 15 000 € flat
 * fee so a first price of 265 000 € (6 %), bid step 1 000 €. Every value is written as the form
 * writes it, so propertyToSaleForm(saleFormToProperty(aSaleForm())) gives it back unchanged.
 */
export function aSaleForm(overrides: Partial<SaleFormValues> = {}): SaleFormValues {
  return {
    ...defaultSaleFormValues(),
    ref_client: 'BDX-APPT-2026-014',
    type: 'APPT',
    sous_nature: 'Appartement',
    nom: 'Appartement familial avec balcon sur les quais',
    dateDebut: SALE_FORM_START,
    dateFin: SALE_FORM_END,
    premiere_offre_possible_nv: '250000',
    premier_prix: '265000',
    flat_price_answer: true,
    flat_price: '15000',
    pas_enchere: '1000',
    reserve_price: '275000',
    charge_honoraire: 'A',
    annee_construction: '1905',
    travauxAPrevoir: 'oui',
    nature_travaux: 'Rafraîchissement des peintures et de la cuisine',
    numero_etage: '2',
    nombre_salle_de_bains: '1',
    nombre_wc: '2',
    acces_handicap: 'non',
    etat_general: 'Bon état',
    taxe_fonciere: '1420',
    taxe_habitation: '0',
    charges_mensuelles: '180',
    chauffage: ['gaz', 'central'],
    descriptif:
      'Appartement de 4 pièces dans un immeuble en pierre, séjour double ouvrant sur un balcon filant.',
    lienVisiteVirtuelle: 'https://my.matterport.com/show/?m=Bdx2026Chartrons',
    lienVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    lienRhinov: '',
    h36: '0',
    ascenseur: true,
    balcon: true,
    cave: true,
    lumineux: true,
    transport: true,
    centreVille: true,
    dpe_exempte: 'non',
    dpe_vierge: 'non',
    copropriete: 'oui',
    constru_moins5ans: 'non',
    etat_des_risques: 'oui',
    assistance_tiers_assoc: null,
    afficher_adresse: true,
    adresse: '15 Quai des Chartrons',
    codeInsee: '33063',
    codePostal: '33000',
    ville: 'Bordeaux',
    departement: '33',
    lat: 44.8488,
    lng: -0.5709,
    complement: '2e étage droite',
    surface_habitable: '86.4',
    surface_terrain: '',
    nombre_chambres: '3',
    nombre_pieces: '4',
    nb_lots: '18',
    charge: '2160',
    infos_procedure: 'Aucune',
    nom_syndic: 'Cabinet Gironde Syndic',
    description_quartier: 'Chartrons, commerces et tramway au pied',
    descriptif_annonce: 'Appartement 4 pièces avec balcon, quai des Chartrons.',
    dpe_date: '2025-06-12',
    dpe_nrj: '168',
    dpe_lettre: 'D',
    dpe_ges: '31',
    ges_lettre: 'D',
    cout_ann_min: '1240',
    cout_ann_max: '1720',
    date_ref_dpe: '2023',
    vendeurs: [
      { email: 'claire.moreau@example.fr', primary: true },
      { email: 'marc.moreau@example.fr', primary: false },
    ],
    ...overrides,
  };
}
