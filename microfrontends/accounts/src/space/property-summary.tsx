import { propertyPagePath } from '@immo/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Phase } from './wire.js';

const PHASE_LABELS: Record<Phase, string> = {
  upcoming: 'card_status_upcoming',
  live: 'card_status_live',
  ended: 'card_status_ended',
};

/** The sale's phase as a badge ('En cours', 'À venir', 'Terminée'). */
export function PhaseBadge({ phase }: { phase: Phase }) {
  const { t } = useTranslation();
  const label = PHASE_LABELS[phase];
  if (!label) return null;
  return <span className={`bs-badge bs-badge--phase-${phase}`}>{t(label)}</span>;
}

/** The property's photo, or a placeholder of the same size (no jump when it loads). */
export function PropertyPhoto({ url, className = '' }: { url: string | null; className?: string }) {
  const { t } = useTranslation();
  return url ? (
    <img className={`bs-photo ${className}`} src={url} alt="" loading="lazy" width={320} height={240} />
  ) : (
    <div className={`bs-photo bs-photo--none ${className}`} role="img" aria-label={t('card_no_photo')}>
      <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
        <path d="M4 11.5 12 5l8 6.5V20H4z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
    </div>
  );
}

/** A property as a card's head: photo, title linking to its page, town, phase. */
export function PropertySummary({
  bienId,
  nom,
  ville,
  codePostal,
  photoUrl,
  phase,
  titleLevel = 2,
  children,
}: {
  bienId: number;
  nom: string;
  ville: string;
  codePostal?: string;
  photoUrl: string | null;
  phase?: Phase;
  titleLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const Title = `h${titleLevel}` as const;
  return (
    <div className="bs-property">
      <PropertyPhoto url={photoUrl} className="bs-property__photo" />
      <div className="bs-property__body">
        <Title className="bs-property__title">
          <Link to={propertyPagePath(bienId)}>{nom}</Link>
        </Title>
        <p className="bs-property__town">
          {codePostal ? `${ville} (${codePostal})` : ville}
          {phase && <PhaseBadge phase={phase} />}
        </p>
        {children}
      </div>
    </div>
  );
}
