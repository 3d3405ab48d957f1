import {
  PROPERTY_TYPES,
  auctionPhase,
  formatDecimalFr,
  formatEuros,
  isInFinalPhase,
  isPropertyTypeCode,
  propertyPagePath,
} from '@immo/core';
import { formatCountdown } from '@immo/kit';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerNow } from '../clock.js';
import type { SaleCardView } from './sale-card-model.js';

const PRICE_LABEL = {
  current: 'card_price_current',
  first: 'card_price_first',
  price: 'card_price',
} as const;

/**
 * What the 1-second tick does not change (type, title, town, price, facts): drawn once per sale,
 * not again with the countdown (a page of cards re-rendered whole every second kept the main thread
 * busy long after the page was drawn).
 */
const SaleCardBody = memo(function SaleCardBody({ sale }: { sale: SaleCardView }) {
  const { t, i18n } = useTranslation();
  const typeLabel =
    sale.type !== null && isPropertyTypeCode(sale.type)
      ? PROPERTY_TYPES[sale.type][i18n.language === 'en' ? 'en' : 'fr']
      : null;
  return (
    <div className="sale-card__body">
      {typeLabel && <p className="sale-card__type">{typeLabel}</p>}
      <h3 className="sale-card__title">
        <Link className="sale-card__link" to={propertyPagePath(sale.bienId)}>
          {sale.title}
        </Link>
      </h3>
      <p className="sale-card__town">
        <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
          <path
            d="M12 21s-6.5-6.1-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.9 12 21 12 21z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <circle cx="12" cy="9.8" r="2.3" fill="currentColor" />
        </svg>
        {sale.city} ({sale.postcode})
      </p>
      <p className="sale-card__price-block">
        <span className="sale-card__label">{t(PRICE_LABEL[sale.priceKind])}</span>
        <span className="sale-card__price" data-testid="sale-card-price">
          {formatEuros(sale.price)}
        </span>
        <span className="sale-card__fees">{t('card_price_fees')}</span>
      </p>
      {(sale.livingArea !== null || sale.rooms !== null) && (
        <p className="sale-card__facts" data-testid="sale-card-facts">
          {sale.livingArea !== null && (
            <span>{t('card_living_area', { area: formatDecimalFr(sale.livingArea) })}</span>
          )}
          {sale.rooms !== null && <span>{t('card_rooms', { count: sale.rooms })}</span>}
        </p>
      )}
    </div>
  );
});

/**
 * One sale: main photo, phase badge, type, town and postcode, price with fees included, surface and
 * rooms, and a live countdown (server time). `highlighted`: its marker is hovered on the map.
 */
export function SaleCard({
  sale,
  highlighted = false,
  onHover,
}: {
  sale: SaleCardView;
  highlighted?: boolean;
  onHover?: (bienId: number | null) => void;
}) {
  const { t } = useTranslation();
  const now = useServerNow();
  // The server's phase may already be 'ended' (an accepted offer); otherwise time moves it on.
  const phase =
    sale.phase === 'ended'
      ? 'ended'
      : auctionPhase({ startAt: sale.startAt, endAt: sale.endAt, closedAt: null }, now);
  const finalHours = phase === 'live' && isInFinalPhase({ endAt: sale.endAt }, now);

  return (
    <article
      className={`sale-card sale-card--${phase}${highlighted ? ' sale-card--highlighted' : ''}`}
      data-testid="sale-card"
      data-bien-id={sale.bienId}
      onMouseEnter={onHover && (() => onHover(sale.bienId))}
      onMouseLeave={onHover && (() => onHover(null))}
      onFocus={onHover && (() => onHover(sale.bienId))}
      onBlur={onHover && (() => onHover(null))}
    >
      <div className="sale-card__media">
        {sale.imageUrl ? (
          <img src={sale.imageUrl} alt="" loading="lazy" decoding="async" width={1024} height={683} />
        ) : (
          <div className="sale-card__no-photo">
            <span>{t('card_no_photo')}</span>
          </div>
        )}
        <span className={`sale-card__badge sale-card__badge--${phase}`}>{t(`card_status_${phase}`)}</span>
        {finalHours && (
          <span className="sale-card__badge sale-card__badge--final">{t('card_final_phase')}</span>
        )}
      </div>
      <SaleCardBody sale={sale} />
      <p className="sale-card__time">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {phase !== 'ended' && (
          <span className="sale-card__label">
            {t(phase === 'upcoming' ? 'card_starts_in' : 'card_ends_in')}
          </span>
        )}
        <span className="sale-card__countdown" data-testid="sale-card-countdown" role="timer">
          {phase === 'upcoming'
            ? formatCountdown(sale.startAt - now, t)
            : phase === 'live'
              ? formatCountdown(sale.endAt - now, t)
              : t(sale.phase === 'ended' ? 'sale_ended' : 'auction_ended')}
        </span>
      </p>
    </article>
  );
}
