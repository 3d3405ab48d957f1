import {
  clampRadius,
  radiusKmToMetres,
  radiusMetresToKm,
  RADIUS_MAX_KM,
  RADIUS_MIN_KM,
  RADIUS_STEP_KM,
} from '@immo/core';
import { useTranslation } from 'react-i18next';
import { Popover } from './popover.js';

/** The radius around the address (§5.4): a slider 0–100 km by 10 km, kept in metres; 0 is no radius. */
export function RadiusPopover({
  metres,
  onChange,
  disabled,
}: {
  metres: number;
  onChange: (metres: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const km = radiusMetresToKm(metres);
  return (
    <Popover
      className={`sr-radius${disabled ? ' sr-radius--idle' : ''}`}
      testId="search-radius"
      label={km === 0 ? t('search_radius_none') : t('search_radius_button', { km })}
    >
      {(close) => (
        <>
          <label className="sr-radius__label">
            <span>{t('search_radius_label')}</span>
            <input
              type="range"
              min={RADIUS_MIN_KM}
              max={RADIUS_MAX_KM}
              step={RADIUS_STEP_KM}
              value={km}
              data-testid="search-radius-slider"
              aria-valuetext={km === 0 ? t('search_radius_none') : t('search_radius_value', { km })}
              onChange={(event) => onChange(radiusKmToMetres(clampRadius(Number(event.target.value))))}
            />
          </label>
          <p className="sr-radius__value" aria-hidden="true">
            {km === 0 ? t('search_radius_none') : t('search_radius_value', { km })}
          </p>
          <button type="button" className="kit-button kit-button--secondary" onClick={close}>
            {t('search_radius_close')}
          </button>
        </>
      )}
    </Popover>
  );
}
