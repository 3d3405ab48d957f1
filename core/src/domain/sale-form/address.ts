// The address block of the sale form (spec §4 Address, §5.1).
import type { SaleFormValues } from './sale-form-values.js';

/** What a chosen suggestion brings (the geocoder's AddressSuggestion has this shape). */
export interface ChosenAddress {
  nom: string;
  codePostal: string;
  ville: string;
  codeInsee: string;
  departement: string;
  latitude: number;
  longitude: number;
}

/** Suggestions are looked up only for more than 2 typed characters, 300 ms after the last key. */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;

type AddressFields = Pick<
  SaleFormValues,
  'adresse' | 'codePostal' | 'ville' | 'codeInsee' | 'departement' | 'lat' | 'lng'
>;

/** The form's checkbox reads 'do not show the address': the inverse of the server's afficher_adresse. */
export const hideAddressChecked = (afficherAdresse: boolean): boolean => !afficherAdresse;
export const afficherAdresseFromCheckbox = (hideAddressChecked: boolean): boolean => !hideAddressChecked;

/** Coordinates are valid only when both lat and lng are set; otherwise the red banner shows. */
export const hasValidCoordinates = (values: Pick<SaleFormValues, 'lat' | 'lng'>): boolean =>
  values.lat !== null && values.lng !== null && Number.isFinite(values.lat) && Number.isFinite(values.lng);

export const shouldSearchAddress = (typed: string): boolean =>
  typed.trim().length >= ADDRESS_SEARCH_MIN_LENGTH;

/** Typing an address drops what the previous choice located: coordinates, INSEE code, department. */
export const addressTyped = <T extends AddressFields>(values: T, typed: string): T => ({
  ...values,
  adresse: typed,
  lat: null,
  lng: null,
  codeInsee: '',
  departement: '',
});

/** Choosing a suggestion (or a marker drag's reverse geocoding) fills the whole address and its location. */
export const addressChosen = <T extends AddressFields>(values: T, suggestion: ChosenAddress): T => ({
  ...values,
  adresse: suggestion.nom,
  codePostal: suggestion.codePostal,
  ville: suggestion.ville,
  codeInsee: suggestion.codeInsee,
  departement: suggestion.departement,
  lat: suggestion.latitude,
  lng: suggestion.longitude,
});

/** Clicking outside the address area without choosing clears the address fields. */
export const addressCleared = <T extends AddressFields>(values: T): T => ({
  ...values,
  adresse: '',
  codePostal: '',
  ville: '',
  codeInsee: '',
  departement: '',
  lat: null,
  lng: null,
});

/** What the banner click re-geocodes: address, postcode and commune. */
export const geocodingQuery = (values: Pick<SaleFormValues, 'adresse' | 'codePostal' | 'ville'>): string =>
  [values.adresse, values.codePostal, values.ville]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
