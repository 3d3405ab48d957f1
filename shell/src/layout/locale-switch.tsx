import { useTranslation } from 'react-i18next';
import { currentLocale, switchLocale } from '../locale.js';

/** fr ⇄ en: the button names the other language ('English' on the French site). */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation();
  const next = currentLocale(i18n) === 'fr' ? 'en' : 'fr';
  return (
    <button
      type="button"
      className="locale-switch"
      data-testid="locale-switch"
      lang={next}
      title={t('locale_switch_label')}
      onClick={() => void switchLocale(i18n, next)}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
      <span className="locale-switch__long">{t('locale_switch')}</span>
      <span className="locale-switch__short" aria-hidden="true">
        {next.toUpperCase()}
      </span>
    </button>
  );
}
