import { ADVICE_LAST_SECONDS, isPastBidAdviceDeadline } from '@immo/core';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectAuction, selectServerNow } from './auction-slice.js';

/** Bid at the latest 5 s before the end (spec §2.2): always said, and stressed in the last 5 s. */
export function AdviceBanner() {
  const { t } = useTranslation();
  const auction = useSelector(selectAuction);
  const now = useSelector(selectServerNow);
  if (!auction) return null;
  const late = isPastBidAdviceDeadline(auction, now) && now < auction.endAt;
  return (
    <p
      className={`auction-advice${late ? ' auction-advice--late' : ''}`}
      data-testid="advice-banner"
      data-late={late ? 'true' : 'false'}
      role={late ? 'alert' : undefined}
    >
      <span className="auction-advice__icon" aria-hidden="true">
        {late ? '!' : 'i'}
      </span>
      <span>{t('auction_advice', { seconds: ADVICE_LAST_SECONDS })}</span>
    </p>
  );
}
