import { geocodingQuery, hasValidCoordinates, type SaleFormValues } from '@immo/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { regeocodeRequested } from './localisation-state.js';
import { ADDRESS_AREA_ATTRIBUTE, useLocalisationStyles } from './localisation-styles.js';
import { useLocalisation } from './use-localisation.js';

/** Locates address + postcode + commune again; the first address found is taken (spec §4). */
export function useRegeocode() {
  const { values } = useFormikContext<SaleFormValues>();
  const { state, dispatch } = useLocalisation();
  const query = geocodingQuery(values);
  return {
    searching: state.regeocode === 'searching',
    regeocode: () => dispatch(regeocodeRequested(query)),
  };
}

/** The red banner shown while either coordinate is missing; a click re-geocodes the address. */
export function GpsBanner() {
  useLocalisationStyles();
  const { t } = useTranslation();
  const { values } = useFormikContext<SaleFormValues>();
  const { searching, regeocode } = useRegeocode();
  if (hasValidCoordinates(values)) return null;
  return (
    <button
      type="button"
      className="se-gps-banner"
      data-testid="gps-banner"
      {...{ [ADDRESS_AREA_ATTRIBUTE]: '' }}
      aria-busy={searching}
      disabled={searching}
      onClick={regeocode}
    >
      <span className="se-gps-banner-icon" aria-hidden="true">
        !
      </span>
      <span>{t('sale_coordinates_invalid')}</span>
    </button>
  );
}

/** What the last re-geocoding gave: 'Aucun résultat', an error, or the wait. */
export function RegeocodeStatus() {
  const { t } = useTranslation();
  const { state } = useLocalisation();
  const text =
    state.regeocode === 'none'
      ? t('sale_address_no_result')
      : state.regeocode === 'failed'
        ? t('unexpected_error')
        : state.regeocode === 'searching'
          ? t('loading')
          : null;
  return (
    <p
      className={`se-regeocode-status${state.regeocode === 'searching' ? '' : ' se-regeocode-status--problem'}`}
      role="status"
      data-testid="regeocode-status"
      hidden={text === null}
    >
      {text}
    </p>
  );
}
