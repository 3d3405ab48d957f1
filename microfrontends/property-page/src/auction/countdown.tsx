import { useTranslation } from 'react-i18next';
import { countdownParts } from './format.js';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** Days, hours, minutes and seconds left, as tiles; read out as one phrase. */
export function Countdown({ remainingMs, urgent = false }: { remainingMs: number; urgent?: boolean }) {
  const { t } = useTranslation();
  const parts = countdownParts(remainingMs);
  const spoken = UNITS.filter((unit) => unit !== 'days' || parts.days > 0)
    .map((unit) => `${parts[unit]} ${t(`countdown_${unit}`, { count: parts[unit] })}`)
    .join(' ');
  return (
    <div
      className={`auction-countdown${urgent ? ' auction-countdown--urgent' : ''}`}
      data-testid="countdown"
      data-seconds={Math.ceil(Math.max(0, remainingMs) / 1000)}
      role="timer"
      aria-label={spoken}
    >
      {UNITS.map((unit) => (
        <div key={unit} className="auction-countdown__part" aria-hidden="true">
          <span className="auction-countdown__value">{pad(parts[unit])}</span>
          {/* Tiles keep one label each (the plural), so that it does not flicker with the numbers. */}
          <span className="auction-countdown__unit">{t(`countdown_${unit}_other`)}</span>
        </div>
      ))}
    </div>
  );
}
