import {
  ANTI_SNIPING_WINDOW_MS,
  buyerFeesPercent,
  LIVE_PANEL_TEXTS,
  endedByAcceptedOffer,
  formatEuros,
  remainingMs,
  saleEndNotice,
  type AuctionPhase,
} from '@immo/core';
import { useTranslation } from 'react-i18next';
import { shallowEqual, useSelector } from 'react-redux';
import { EditableAmount } from '../inline-edit/editable.js';
import { AdviceBanner } from './advice-banner.js';
import { selectAuctionSnapshot, selectLiveCourse, selectServerNow, selectViewerId } from './auction-slice.js';
import { BidDialog } from './bid-dialog.js';
import { AutomaticBidForm } from './automatic-bid-form.js';
import { BidForm } from './bid-form.js';
import { BidHistory } from './bid-history.js';
import { Countdown } from './countdown.js';
import { formatLongDateTime } from './format.js';
import { InterestDialog, RegisterInterest } from './interest.js';
import { LiveNotices, useNoticeTexts } from './live-notices.js';
import { LoginPrompt } from './login-prompt.js';
import { TwoMinuteNotice } from './two-minute-notice.js';
import type { LiveAuction } from './wire.js';
import { useAuctionFields } from './use-auction-fields.js';

// Styles come with the bundle; under Node (component tests) the import fails quietly.
void import(/* webpackMode: "eager" */ './auction.css').catch(() => undefined);

/** The auction's panel of the property page, in the mode server time gives it (spec §2.2). */
export function AuctionPanel() {
  const { t } = useTranslation();
  const { page, panel } = useAuctionFields('page', 'panel');
  if (!page || !panel) return null;
  return (
    <section
      className={`auction-panel auction-panel--${panel}`}
      data-testid="auction-panel"
      data-phase={panel}
      aria-labelledby="auction-panel-title"
    >
      <header className="auction-panel__header">
        <h2 id="auction-panel-title" className="auction-panel__title">
          {t('auction_panel_title')}
        </h2>
        <PhaseBadge phase={panel} />
      </header>
      {panel === 'upcoming' && <UpcomingPanel />}
      {panel === 'live' && <LivePanel />}
      {panel === 'ended' && <EndedPanel />}
      <BidDialog />
      <InterestDialog />
      <TwoMinuteNotice />
      <LiveNotices />
    </section>
  );
}

function PhaseBadge({ phase }: { phase: AuctionPhase }) {
  const { t } = useTranslation();
  return (
    <span className={`auction-badge auction-badge--${phase}`}>
      <span className="auction-badge__dot" aria-hidden="true" />
      {t(`auction_phase_${phase}`)}
    </span>
  );
}

function Price({
  auction,
  testId,
  final = false,
}: {
  auction: LiveAuction;
  testId: string;
  final?: boolean;
}) {
  const { t } = useTranslation();
  const { page } = useAuctionFields('page');
  const amount = auction.currentPrice ?? auction.firstPrice;
  const feesPercent = page
    ? buyerFeesPercent({
        firstPrice: page.bien.premier_prix,
        fees: page.bien.honoraires,
        feesPaidBy: page.bien.charge_honoraire,
      })
    : null;
  const label =
    auction.currentPrice === null
      ? 'auction_first_price'
      : final
        ? 'auction_final_price'
        : 'auction_current_price';
  return (
    <div className="auction-price">
      <span className="auction-price__label">{t(label)}</span>
      {/* A new key on each change replays the highlight: the price visibly moves. */}
      <span key={amount} className="auction-price__value" data-testid={testId}>
        {auction.currentPrice === null ? (
          <EditableAmount field="premier_prix" amount={amount} />
        ) : (
          formatEuros(amount)
        )}
      </span>
      {feesPercent !== null && (
        <span className="auction-price__meta" data-testid="price-fees">
          {t('price_fees_included', { percent: feesPercent })}
        </span>
      )}
      {!final && (
        <span className="auction-price__meta">
          {auction.currentPrice === null ? (
            <EditableAmount field="pas_enchere" amount={auction.step} message="auction_step" />
          ) : (
            t('auction_step', { amount: formatEuros(auction.step) })
          )}
        </span>
      )}
    </div>
  );
}

function UpcomingPanel() {
  const { t } = useTranslation();
  const { auction } = useAuctionFields('auction');
  return (
    <div className="auction-panel__body">
      {auction && <Price auction={auction} testId="current-price" />}
      <div className="auction-status">
        {auction ? (
          <>
            <p className="auction-status__title" data-testid="auction-status-text">
              {t('auction_starts_in')}
            </p>
            <StartCountdown auction={auction} />
          </>
        ) : (
          <p className="auction-status__title" data-testid="auction-status-text">
            {t('auction_not_open')}
          </p>
        )}
      </div>
      <RegisterInterest />
    </div>
  );
}

/** The time left before the start, drawn again at each tick (alone: the panel around it is not). */
function StartCountdown({ auction }: { auction: LiveAuction }) {
  const { t, i18n } = useTranslation();
  const now = useSelector(selectServerNow);
  return (
    <>
      <Countdown remainingMs={auction.startAt - now} />
      <p className="auction-status__date">
        {t('auction_starts_on', { date: formatLongDateTime(auction.startAt, i18n.language) })}
      </p>
    </>
  );
}

function LivePanel() {
  const { t } = useTranslation();
  const { auction, page } = useAuctionFields('auction', 'page');
  const course = useSelector(selectLiveCourse, shallowEqual);
  if (!auction || !page || !course) return null;
  const { over, mode } = course;
  const [title, subtitle] = over
    ? (['auction_ended', 'auction_ended_reloading'] as const)
    : LIVE_PANEL_TEXTS[mode];
  return (
    <div className="auction-panel__body">
      <Price auction={auction} testId="current-price" />
      <div className={`auction-status${over ? ' auction-status--over' : ''}`}>
        <p className="auction-status__title" data-testid="auction-status-text" aria-live="polite">
          {title && t(title)}
        </p>
        {subtitle && <p className="auction-status__subtitle">{t(subtitle)}</p>}
        <LiveCountdown auction={auction} over={over} shown={mode === 'countdown' || over} />
      </div>
      {/* Whoever must register first sees how to; an anonymous visitor first sees how to log in.
          Once the time is up, only the (disabled) bid form stays, until the page reloads. */}
      {page.currentUser === 0 ? (
        !over && (
          <>
            <LoginPrompt bienId={page.bienId} />
            <RegisterInterest />
          </>
        )
      ) : (
        <>
          {!over && <RegisterInterest />}
          <BidForm />
          {!over && <AutomaticBidForm />}
        </>
      )}
      {!over && <AdviceBanner />}
      <BidHistory />
    </div>
  );
}

/** The live countdown and the end's date, drawn again at each tick (alone: the panel around it is not). */
function LiveCountdown({ auction, over, shown }: { auction: LiveAuction; over: boolean; shown: boolean }) {
  const { t, i18n } = useTranslation();
  const now = useSelector(selectServerNow);
  const remaining = remainingMs(auction, now);
  return (
    <>
      {shown && (
        <Countdown remainingMs={over ? 0 : remaining} urgent={!over && remaining <= ANTI_SNIPING_WINDOW_MS} />
      )}
      {!over && (
        <p className="auction-status__date">
          {t('auction_scheduled_end', { date: formatLongDateTime(auction.endAt, i18n.language) })}
        </p>
      )}
    </>
  );
}

/** What 'Vente terminée' says of the seller's decision (core's saleOutcome, sent as `issue`). */
const ENDED_TEXT = {
  accepted: 'sale_ended_sold',
  awaiting_seller: 'sale_ended_awaiting',
  unsold: 'sale_ended_unsold',
  no_bids: 'sale_ended_no_bids',
} as const;

function SellerDecision() {
  const { t } = useTranslation();
  const { page } = useAuctionFields('page');
  const issue = page?.issue;
  if (!issue || !(issue.kind in ENDED_TEXT)) return null;
  const key = ENDED_TEXT[issue.kind as keyof typeof ENDED_TEXT];
  return (
    <p className={`auction-decision auction-decision--${issue.kind}`} data-testid="seller-decision">
      {t(key, { price: issue.price === null ? '' : formatEuros(issue.price) })}
    </p>
  );
}

/** 'Vous avez remporté…' or 'Votre offre n'a pas été retenue' for a bidder (core's saleEndNotice). */
function MySaleEnd() {
  const snapshot = useSelector(selectAuctionSnapshot);
  const viewerId = useSelector(selectViewerId);
  const { page } = useAuctionFields('page');
  const textsOf = useNoticeTexts();
  const issue = page?.issue?.kind;
  // A refused offer won nothing: the seller's decision line says it all.
  if (!snapshot || (issue !== undefined && issue !== 'accepted' && issue !== 'awaiting_seller')) return null;
  const notice = saleEndNotice(snapshot, viewerId);
  if (notice.role === 'viewer') return null;
  return (
    <p className={`auction-my-end auction-my-end--${notice.role}`} data-testid="my-sale-end">
      {textsOf(notice).detail}
    </p>
  );
}

function EndedPanel() {
  const { t, i18n } = useTranslation();
  const { auction } = useAuctionFields('auction');
  if (!auction) return null;
  const closedAt =
    auction.closedAt !== null && auction.closedAt < auction.endAt ? auction.closedAt : auction.endAt;
  return (
    <div className="auction-panel__body">
      <div className="auction-status auction-status--over">
        <p className="auction-status__title" data-testid="auction-status-text">
          {t(endedByAcceptedOffer(auction) ? 'auction_offer_accepted_by_seller' : 'sale_ended')}
        </p>
        <p className="auction-status__date">
          {t('auction_ended_on', { date: formatLongDateTime(closedAt, i18n.language) })}
        </p>
      </div>
      <SellerDecision />
      <MySaleEnd />
      <Price auction={auction} testId="final-price" final />
      {auction.currentPrice === null && <p className="auction-panel__note">{t('auction_no_bid_ended')}</p>}
      <BidHistory />
    </div>
  );
}
