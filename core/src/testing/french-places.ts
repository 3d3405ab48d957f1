import type { AddressSuggestion } from '../ports/services.port.js';

const commune = (
  ville: string,
  codePostal: string,
  codeInsee: string,
  latitude: number,
  longitude: number,
  nom = ville,
): AddressSuggestion => ({
  nom,
  codePostal,
  codeInsee,
  ville,
  departement: codeInsee.slice(0, 2),
  type: 'commune',
  latitude,
  longitude,
});

const address = (
  nom: string,
  place: AddressSuggestion,
  latitude: number,
  longitude: number,
): AddressSuggestion => ({
  ...place,
  nom,
  type: 'adresse',
  latitude,
  longitude,
});

export const PARIS_1 = commune('Paris', '75001', '75101', 48.8626, 2.3363, 'Paris 1er Arrondissement');
export const LYON_1 = commune('Lyon', '69001', '69381', 45.7676, 4.8344, 'Lyon 1er Arrondissement');
export const MARSEILLE_1 = commune(
  'Marseille',
  '13001',
  '13201',
  43.2999,
  5.3841,
  'Marseille 1er Arrondissement',
);
export const BORDEAUX = commune('Bordeaux', '33000', '33063', 44.8378, -0.5792);
export const NANTES = commune('Nantes', '44000', '44109', 47.2184, -1.5536);
export const TOULOUSE = commune('Toulouse', '31000', '31555', 43.6047, 1.4442);
export const LILLE = commune('Lille', '59000', '59350', 50.6292, 3.0573);
export const STRASBOURG = commune('Strasbourg', '67000', '67482', 48.5734, 7.7521);
export const ANNECY = commune('Annecy', '74000', '74010', 45.8992, 6.1294);
export const CHAMONIX = commune('Chamonix-Mont-Blanc', '74400', '74056', 45.9237, 6.8694);
export const EVIAN = commune('Évian-les-Bains', '74500', '74119', 46.401, 6.5897);
export const SAINT_ETIENNE = commune('Saint-Étienne', '42000', '42218', 45.4397, 4.3872);

/** Real communes and a few real streets, with their postcodes, INSEE codes and coordinates. */
export const FRENCH_PLACES: readonly AddressSuggestion[] = [
  PARIS_1,
  LYON_1,
  MARSEILLE_1,
  BORDEAUX,
  NANTES,
  TOULOUSE,
  LILLE,
  STRASBOURG,
  ANNECY,
  CHAMONIX,
  EVIAN,
  SAINT_ETIENNE,
  address('12 Rue Sainte-Claire', ANNECY, 45.8988, 6.1232),
  address('Place Vendôme', PARIS_1, 48.8675, 2.3294),
  address('20 Place des Terreaux', LYON_1, 45.7674, 4.8336),
  address('15 Quai des Chartrons', BORDEAUX, 44.8488, -0.5709),
];
