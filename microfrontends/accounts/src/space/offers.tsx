import { formatEuros, propertyPagePath } from '@immo/core';
import { formatCountdown } from '@immo/kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountsDependencies } from '../dependencies.js';
import { formatDateTime, instantOf } from './format.js';
import { EmptyWithLink, SectionPage } from './section-page.js';
import { PropertySummary } from './property-summary.js';
import { useTickingNow } from './use-ticking-now.js';
import type { OfferJson, OffersJson } from './wire.js';

const STATUS_BADGES: Record<OfferJson['status'], { label: string; tone: string }> = {
  leading: { label: 'bs_offers_status_leading', tone: 'success' },
  outbid: { label: 'bs_offers_status_outbid', tone: 'warning' },
  won: { label: 'bs_offers_status_won', tone: 'success' },
  lost: { label: 'bs_offers_status_lost', tone: 'muted' },
};

function Offer({ offer, serverNow }: { offer: OfferJson; serverNow: number }) {
  const { t } = useTranslation();
  const badge = STATUS_BADGES[offer.status];
  const endAt = instantOf(offer.endAt);
  const live = offer.phase === 'live' && endAt > serverNow;
  return (
    <li className="kit-card bs-card bs-offer" data-testid="offer">
      <PropertySummary
        bienId={offer.bienId}
        nom={offer.nom}
        ville={offer.ville}
        codePostal={offer.codePostal}
        photoUrl={offer.photoUrl}
        phase={offer.phase}
      >
        {badge && (
          <p>
            <span className={`bs-badge bs-badge--${badge.tone}`} data-testid="offer-status">
              {t(badge.label)}
            </span>
            {offer.acceptedBySeller !== null && (
              <span className="bs-badge bs-badge--info">
                {t(offer.acceptedBySeller ? 'offer_accepted' : 'offer_refused')}
              </span>
            )}
          </p>
        )}
      </PropertySummary>
      <dl className="bs-figures">
        <div>
          <dt>{t('bs_offers_current_price')}</dt>
          <dd data-testid="offer-current-price">{formatEuros(offer.currentPrice)}</dd>
        </div>
        <div>
          <dt>{t('bs_offers_my_best_bid')}</dt>
          <dd data-testid="offer-my-bid">{formatEuros(offer.myBestBid)}</dd>
        </div>
        <div>
          <dt>{t('bs_offers_bid_count_label')}</dt>
          <dd>{t('bs_offers_bid_count', { count: offer.myBidCount })}</dd>
        </div>
        <div>
          <dt>{t(live ? 'card_ends_in' : 'bs_offers_ended_on')}</dt>
          <dd className="bs-countdown" data-testid="offer-time">
            {live ? formatCountdown(endAt - serverNow, t) : formatDateTime(endAt, t)}
          </dd>
        </div>
      </dl>
      <div className="bs-actions">
        <Link className="kit-button" to={propertyPagePath(offer.bienId)}>
          {t(live ? 'bs_offers_bid_again' : 'bs_offers_see_property')}
        </Link>
      </div>
    </li>
  );
}

function OfferList({ answer }: { answer: OffersJson }) {
  const { t } = useTranslation();
  const { now } = useAccountsDependencies();
  // The countdowns run on the server's clock: how far it was from ours when the answer came.
  const offsetMs = useMemo(() => {
    const server = answer.serverNow ? instantOf(answer.serverNow) : Number.NaN;
    return Number.isFinite(server) ? server - now() : 0;
  }, [answer, now]);
  const ticking = answer.items.some((offer) => offer.phase === 'live');
  const serverNow = useTickingNow(offsetMs, ticking);
  if (answer.items.length === 0) return <EmptyWithLink text={t('bs_offers_empty')} />;
  return (
    <ul className="bs-list" data-testid="offer-list">
      {answer.items.map((offer) => (
        <Offer key={offer.enchereId} offer={offer} serverNow={serverNow} />
      ))}
    </ul>
  );
}

/** Mes offres (GET /api/me/offres): every sale the buyer bid on, where they stand, the time left. */
export function OffersPage() {
  const { t } = useTranslation();
  return (
    <SectionPage<OffersJson>
      title={t('bs_space_nav_offers')}
      intro={t('bs_offers_intro')}
      path="/api/me/offres"
      failure={t('bs_offers_load_failed')}
    >
      {(answer) => <OfferList answer={answer} />}
    </SectionPage>
  );
}
