import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAuctionFields } from './use-auction-fields.js';

/** 'L'enchère se termine dans 2 minutes', a success notice for 10 s. */
export function TwoMinuteNotice() {
  const { t } = useTranslation();
  const { twoMinuteNotice } = useAuctionFields('twoMinuteNotice');
  if (twoMinuteNotice !== 'visible') return null;
  return createPortal(
    <div
      className="auction-toast kit-notice kit-notice--success"
      data-testid="notice-two-minutes"
      role="status"
    >
      <svg className="auction-toast__icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M12 9v4l2.5 2.5M9 2h6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {t('auction_two_minutes_left')}
    </div>,
    document.body,
  );
}
