import { ENERGY_CLASSES, formatDecimal, formatEuros, type EnergyClass } from '@immo/core';
import { localeOf } from '@immo/kit';
import { energyClassColors } from '@immo/kit';
import { useTranslation } from 'react-i18next';
import type { PropertyPublicData } from '../api/page-data.js';
import { calendarDateFr } from './figures.js';

/**
 * The official greenhouse-gas scale of the French DPE (2021), lilac to deep purple; the energy
 * scale is the kit's energyClassColors.
 */
export const gesClassColors: Record<EnergyClass, string> = {
  A: '#f6edfd',
  B: '#e4c7fb',
  C: '#d5aaf6',
  D: '#cb95f3',
  E: '#ba72ef',
  F: '#a94cee',
  G: '#8a19df',
};

/** White or the text colour, whichever reads better on that background (WCAG contrast). */
export function readableOn(background: string): '#ffffff' | '#1f2933' {
  const luminance = relativeLuminance(background);
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / (relativeLuminance('#1f2933') + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#1f2933';
}

function relativeLuminance(hex: string): number {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((offset) => {
    const channel = parseInt(value.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const asEnergyClass = (letter: string | null): EnergyClass | null => {
  const upper = letter?.trim().toUpperCase() ?? '';
  return (ENERGY_CLASSES as readonly string[]).includes(upper) ? (upper as EnergyClass) : null;
};

interface ScaleProps {
  kind: 'energy' | 'ges';
  letter: EnergyClass | null;
  value: string | null;
}

/** One A–G scale, its bars growing as the label's do, the property's class standing out. */
function EnergyScale({ kind, letter, value }: ScaleProps) {
  const { t } = useTranslation();
  const colours = kind === 'energy' ? energyClassColors : gesClassColors;
  const title = t(kind === 'energy' ? 'dpe_energy' : 'dpe_ges');
  return (
    <figure className={`ppm-dpe__scale ppm-dpe__scale--${kind}`}>
      <figcaption className="ppm-dpe__scale-title">
        <span>{title}</span>
        {letter && (
          <strong className="ppm-dpe__scale-result">
            {t('dpe_class', { letter })}
            {value && ` · ${value}`}
          </strong>
        )}
      </figcaption>
      <p className="ppm-dpe__extreme">{t(kind === 'energy' ? 'dpe_energy_low' : 'dpe_ges_low')}</p>
      <ol className="ppm-dpe__bars" aria-label={title}>
        {ENERGY_CLASSES.map((cls, index) => {
          const active = cls === letter;
          return (
            <li
              key={cls}
              className={`ppm-dpe__bar${active ? ' is-active' : ''}`}
              style={{
                width: `${38 + index * 9}%`,
                backgroundColor: colours[cls],
                color: readableOn(colours[cls]),
              }}
              aria-current={active ? 'true' : undefined}
              data-letter={cls}
              data-testid={active && kind === 'energy' ? 'dpe-label' : undefined}
            >
              <span className="ppm-dpe__letter">{cls}</span>
              {active && value && <span className="ppm-dpe__value">{value}</span>}
            </li>
          );
        })}
      </ol>
      <p className="ppm-dpe__extreme">{t(kind === 'energy' ? 'dpe_energy_high' : 'dpe_ges_high')}</p>
    </figure>
  );
}

/** The energy diagnostic of the property (spec §3.1): both labels, the values, costs and reference year. */
export function EnergyDiagnostic({ bien }: { bien: PropertyPublicData }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n);
  if (bien.dpe_exempte || bien.dpe_vierge) {
    return (
      <div className="ppm-dpe__status">
        <strong className="ppm-dpe__badge">{t(bien.dpe_exempte ? 'dpe_exempt' : 'dpe_blank')}</strong>
        <p>{t(bien.dpe_exempte ? 'dpe_exempt_hint' : 'dpe_blank_hint')}</p>
      </div>
    );
  }
  const energy = asEnergyClass(bien.dpe_lettre);
  const ges = asEnergyClass(bien.ges_lettre);
  const energyValue =
    bien.dpe_nrj !== null ? t('dpe_energy_value', { value: formatDecimal(bien.dpe_nrj, locale) }) : null;
  const gesValue =
    bien.dpe_ges !== null ? t('dpe_ges_value', { value: formatDecimal(bien.dpe_ges, locale) }) : null;
  const date = calendarDateFr(bien.dpe_date);
  const hasCosts = bien.cout_ann_min !== null && bien.cout_ann_max !== null;
  return (
    <>
      <div className="ppm-dpe__scales">
        <EnergyScale kind="energy" letter={energy} value={energyValue} />
        <EnergyScale kind="ges" letter={ges} value={gesValue} />
      </div>
      {(hasCosts || date) && (
        <div className="ppm-dpe__notes">
          {hasCosts && (
            <p>
              {t('dpe_costs', {
                min: formatEuros(bien.cout_ann_min ?? 0),
                max: formatEuros(bien.cout_ann_max ?? 0),
              })}
              {bien.date_ref_dpe !== null && ` ${t('dpe_costs_year', { year: String(bien.date_ref_dpe) })}`}
            </p>
          )}
          {date && <p className="ppm-dpe__date">{t('dpe_date', { date })}</p>}
        </div>
      )}
    </>
  );
}
