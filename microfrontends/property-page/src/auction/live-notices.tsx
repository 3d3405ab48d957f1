// What the page says when the live auction moves (issue 13): 'Vous avez été surenchéri', 'Vente
// prolongée de 2 minutes', 'Vente terminée' with the viewer's part. Which notice to show is core's
// (shownLiveNotices, from two snapshots of the auction); this file only displays them. It follows
// the store, so it works whatever updates the auction there: the poll today, a pushed stream later.
import {
  formatEuros,
  shownLiveNotices,
  type AuctionSnapshot,
  type LiveNotice,
  type LiveNoticeKind,
} from '@immo/core';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectAuctionSnapshot, selectViewerId } from './auction-slice.js';

/** How long 'Vente prolongée' stays (the other notices stay until closed or replaced). */
export const EXTENDED_NOTICE_DISPLAY_MS = 10_000;

/** The notices to show now, and how to close one. */
export function useLiveNotices(): [LiveNotice[], (kind: LiveNoticeKind) => void] {
  const snapshot = useSelector(selectAuctionSnapshot);
  const viewerId = useSelector(selectViewerId);
  const previous = useRef<AuctionSnapshot | null>(null);
  const [shown, setShown] = useState<LiveNotice[]>([]);

  useEffect(() => {
    if (!snapshot) return;
    const before = previous.current;
    previous.current = snapshot;
    setShown((current) => shownLiveNotices(current, before, snapshot, viewerId));
  }, [snapshot, viewerId]);

  const extended = shown.find((notice) => notice.kind === 'extended');
  useEffect(() => {
    if (!extended) return undefined;
    const timer = setTimeout(
      () => setShown((current) => current.filter((notice) => notice !== extended)),
      EXTENDED_NOTICE_DISPLAY_MS,
    );
    return () => clearTimeout(timer);
  }, [extended]);

  const close = (kind: LiveNoticeKind) => setShown((current) => current.filter((n) => n.kind !== kind));
  return [shown, close];
}

/** The texts of a notice: a title and a line under it. */
export function useNoticeTexts(): (notice: LiveNotice) => { title: string; detail: string } {
  const { t } = useTranslation();
  return (notice) => {
    if (notice.kind === 'outbid') {
      return {
        title: t('live_notice_outbid'),
        detail: t('live_notice_outbid_detail', { price: formatEuros(notice.price) }),
      };
    }
    if (notice.kind === 'extended') {
      return {
        title: t('live_notice_extended', { minutes: notice.minutes }),
        detail: t('live_notice_extended_detail'),
      };
    }
    const price = notice.price === null ? '' : formatEuros(notice.price);
    const detail =
      notice.price === null
        ? t('live_notice_ended_no_bids')
        : notice.role === 'winner'
          ? t(notice.accepted ? 'live_notice_ended_winner_accepted' : 'live_notice_ended_winner_awaiting', {
              price,
            })
          : t(`live_notice_ended_${notice.role}`, { price });
    return { title: t('live_notice_ended'), detail };
  };
}

const TONE: Record<LiveNoticeKind, string> = {
  outbid: 'error',
  extended: 'info',
  ended: 'success',
};

/** The notices as toasts under the site header, each with its close button. */
export function LiveNotices() {
  const { t } = useTranslation();
  const [notices, close] = useLiveNotices();
  const textsOf = useNoticeTexts();
  if (notices.length === 0) return null;
  return createPortal(
    <div className="auction-live-notices" data-testid="live-notices">
      {notices.map((notice) => {
        const { title, detail } = textsOf(notice);
        return (
          <div
            key={notice.kind}
            className={`auction-live-notice kit-notice kit-notice--${TONE[notice.kind]}`}
            data-testid={`live-notice-${notice.kind}`}
            role={notice.kind === 'outbid' ? 'alert' : 'status'}
          >
            <div className="auction-live-notice__texts">
              <p className="auction-live-notice__title">{title}</p>
              <p className="auction-live-notice__detail">{detail}</p>
            </div>
            <button
              type="button"
              className="auction-live-notice__close"
              aria-label={t('live_notice_close')}
              onClick={() => close(notice.kind)}
            >
              ×
            </button>
          </div>
        );
      })}
    </div>,
    document.body,
  );
}
