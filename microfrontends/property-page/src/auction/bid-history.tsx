import { bidHistoryLabel, formatDecimal, formatEuros } from '@immo/core';
import { localeOf, type AppStore } from '@immo/kit';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { selectBidCount, selectViewerId } from './auction-slice.js';
import { useMyAutomaticBidIds } from './automatic-bid-form.js';
import { formatBidDateTime } from './format.js';
import {
  historyCollapsed,
  historyExpanded,
  installFullHistory,
  olderBidsRequested,
  selectFullHistoryState,
  selectKnownHistory,
  selectOlderBidsLeft,
} from './full-history.js';

/** The latest offers shown at first; the rest on demand, so that the panel stays short. */
export const HISTORY_FIRST_ROWS = 5;

/**
 * Every offer, newest (and highest) first: 'Moi' for the viewer's, 'Acquéreur {id}' for the others'.
 * The latest few at first; on demand all of them, the older ones paged from the server (full-history.ts)
 * while new offers keep arriving on top.
 */
export function BidHistory() {
  const { t, i18n } = useTranslation();
  const store = useStore() as AppStore;
  useEffect(() => installFullHistory(store), [store]);
  const dispatch = useDispatch();
  const bids = useSelector(selectKnownHistory);
  const viewerId = useSelector(selectViewerId);
  const count = useSelector(selectBidCount);
  const { expanded, status } = useSelector(selectFullHistoryState);
  const olderLeft = useSelector(selectOlderBidsLeft);
  const automatic = useMyAutomaticBidIds();
  const listId = useId();
  // `count` picks the plural; `total` is what is read, with the language's thousands separator.
  const counted = (count: number) => ({ count, total: formatDecimal(count, localeOf(i18n)) });
  if (bids === null) return null;
  const shown = expanded ? bids : bids.slice(0, HISTORY_FIRST_ROWS);
  return (
    <section className="auction-history" data-testid="bid-history" aria-labelledby="auction-history-title">
      <header className="auction-history__header">
        <h3 id="auction-history-title">{t('bid_history_title')}</h3>
        {bids.length > 0 && (
          <span className="auction-history__count">{t('bid_history_count', counted(count))}</span>
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
      {expanded && status === 'loading' && (
        <p className="auction-history__status" role="status" data-testid="bid-history-loading">
          {t('bid_history_loading')}
        </p>
      )}
      {expanded && status === 'failed' && (
        <p className="auction-history__status" role="alert">
          {t('bid_history_failed')}{' '}
          <button
            type="button"
            className="auction-history__more"
            onClick={() => dispatch(olderBidsRequested())}
          >
            {t('bid_history_retry')}
          </button>
        </p>
      )}
      {expanded && status === 'idle' && olderLeft > 0 && (
        <button
          type="button"
          className="auction-history__more"
          aria-controls={listId}
          onClick={() => dispatch(olderBidsRequested())}
        >
          {t('bid_history_show_older', counted(olderLeft))}
        </button>
      )}
      {count > HISTORY_FIRST_ROWS && (
        <button
          type="button"
          className="auction-history__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => dispatch(expanded ? historyCollapsed() : historyExpanded())}
        >
          {expanded ? t('bid_history_show_less') : t('bid_history_show_all', counted(count))}
        </button>
      )}
    </section>
  );
}
