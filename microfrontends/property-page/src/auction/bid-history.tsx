import { bidHistoryLabel, formatEuros } from '@immo/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectBidCount, selectHistory, selectViewerId } from './auction-slice.js';
import { useMyAutomaticBidIds } from './automatic-bid-form.js';
import { formatBidDateTime } from './format.js';

/** The latest offers shown at first; the rest on demand, so that the panel stays short. */
export const HISTORY_FIRST_ROWS = 5;

/** Every offer, newest (and highest) first: 'Moi' for the viewer's, 'Acquéreur {id}' for the others'. */
export function BidHistory() {
  const { t, i18n } = useTranslation();
  const bids = useSelector(selectHistory);
  const viewerId = useSelector(selectViewerId);
  const count = useSelector(selectBidCount);
  const automatic = useMyAutomaticBidIds();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (bids === null) return null;
  const shown = expanded ? bids : bids.slice(0, HISTORY_FIRST_ROWS);
  return (
    <section className="auction-history" data-testid="bid-history" aria-labelledby="auction-history-title">
      <header className="auction-history__header">
        <h3 id="auction-history-title">{t('bid_history_title')}</h3>
        {bids.length > 0 && (
          <span className="auction-history__count">{t('bid_history_count', { count })}</span>
        )}
      </header>
      {bids.length === 0 ? (
        <p className="auction-history__empty">{t('bid_history_empty')}</p>
      ) : (
        <ol className="auction-history__list" id={listId}>
          {shown.map((bid, index) => {
            const label = bidHistoryLabel(bid, viewerId);
            const mine = label.code === 'bid_history_me';
            const highest = index === 0;
            return (
              <li
                key={bid.id}
                className={`auction-history__row${highest ? ' auction-history__row--highest' : ''}${mine ? ' auction-history__row--mine' : ''}`}
                data-testid="bid-history-row"
                data-highest={highest ? 'true' : undefined}
              >
                <span className="auction-history__bidder">
                  {t(label.code, label.params ?? {})}
                  {mine && automatic.has(bid.id) && (
                    <span
                      className="auction-history__auto"
                      data-testid="bid-history-automatic"
                      title={t('automatic_bid_marker_title')}
                    >
                      {t('automatic_bid_marker')}
                    </span>
                  )}
                </span>
                <span className="auction-history__amount">{formatEuros(bid.amount)}</span>
                <time className="auction-history__date" dateTime={new Date(bid.placedAt).toISOString()}>
                  {formatBidDateTime(bid.placedAt, i18n.language)}
                </time>
                {highest && <span className="auction-history__badge">{t('bid_history_highest')}</span>}
              </li>
            );
          })}
        </ol>
      )}
      {bids.length > HISTORY_FIRST_ROWS && (
        <button
          type="button"
          className="auction-history__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('bid_history_show_less') : t('bid_history_show_all', { count: bids.length })}
        </button>
      )}
    </section>
  );
}
