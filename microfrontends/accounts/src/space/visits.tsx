import { buyerFilePath, propertyPagePath } from '@immo/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountsDependencies } from '../dependencies.js';
import { Confirm } from './confirm.js';
import { formatSlot, instantOf } from './format.js';
import { EmptyState } from './load-states.js';
import { SectionPage } from './section-page.js';
import { useAction, useRemaining } from './use-action.js';
import type { MyVisitJson, MyVisitsJson } from './wire.js';

/** DELETE /api/bien/{bien}/visites/{visite}/reservation: the place goes back to the slot. */
export const cancelBookingPath = (bienId: number, visitId: number): string =>
  `/api/bien/${bienId}/visites/${visitId}/reservation`;

/** 'individuelle' / 'groupée' */
export const VISIT_KIND_LABELS = {
  individual: 'bs_visit_kind_individual',
  grouped: 'bs_visit_kind_grouped',
} as const;

/** A cancel button that asks first, then calls the API; `onCancelled` once the place is given back. */
export function CancelBooking({
  bienId,
  visitId,
  question,
  onCancelled,
}: {
  bienId: number;
  visitId: number;
  question: string;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const [confirming, setConfirming] = useState(false);
  const { busy: cancelling, failure, run } = useAction();

  async function cancel() {
    if (await run(() => api(cancelBookingPath(bienId, visitId), { method: 'DELETE' }))) onCancelled();
    else setConfirming(false);
  }

  return (
    <>
      {failure && (
        <p className="kit-notice kit-notice--error" role="alert" data-testid="cancel-failed">
          {failure}
        </p>
      )}
      {confirming ? (
        <Confirm
          question={question}
          confirmLabel={t('bs_visits_cancel_confirm')}
          onConfirm={() => void cancel()}
          onCancel={() => setConfirming(false)}
          busy={cancelling}
        />
      ) : (
        <div className="bs-actions">
          <button
            type="button"
            className="kit-button kit-button--secondary"
            onClick={() => setConfirming(true)}
          >
            {t('bs_visits_cancel')}
          </button>
        </div>
      )}
    </>
  );
}

/** One booked visit: when, where, what kind. */
export function VisitSummary({ visit, titleLevel = 2 }: { visit: MyVisitJson; titleLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Title = `h${titleLevel}` as const;
  return (
    <>
      <Title className="bs-card__title">
        <Link to={propertyPagePath(visit.bienId)}>{visit.nom}</Link>
      </Title>
      <p className="bs-muted">{visit.ville}</p>
      <p className="bs-when" data-testid="visit-when">
        {formatSlot(instantOf(visit.startsAt), visit.durationMinutes, t)}
      </p>
      <p className="bs-small">
        <span className="bs-badge bs-badge--info">{t(VISIT_KIND_LABELS[visit.kind])}</span>
      </p>
    </>
  );
}

function VisitList({ answer }: { answer: MyVisitsJson }) {
  const { t } = useTranslation();
  const [remaining, drop] = useRemaining(answer.items, (visit) => visit.visitId);
  const visits = remaining.sort((a, b) => instantOf(a.startsAt) - instantOf(b.startsAt));
  if (visits.length === 0) return <EmptyState>{t('bs_visits_empty')}</EmptyState>;
  return (
    <ul className="bs-list" data-testid="visit-list">
      {visits.map((visit) => (
        <li key={visit.visitId} className="kit-card bs-card" data-testid="visit">
          <VisitSummary visit={visit} />
          <p className="bs-small">
            <Link to={buyerFilePath(visit.bienId)}>{t('bs_files_open')}</Link>
          </p>
          {visit.cancellable ? (
            <CancelBooking
              bienId={visit.bienId}
              visitId={visit.visitId}
              question={t('bs_visits_cancel_question', {
                name: visit.nom,
                when: formatSlot(instantOf(visit.startsAt), visit.durationMinutes, t),
              })}
              onCancelled={() => drop(visit)}
            />
          ) : (
            <p className="bs-muted bs-small">{t('bs_visits_not_cancellable')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Mes visites (GET /api/me/visites): the booked slots, each cancellable after a confirmation. */
export function VisitsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage<MyVisitsJson>
      title={t('bs_space_nav_visits')}
      intro={t('bs_visits_intro')}
      path="/api/me/visites"
      failure={t('bs_visits_load_failed')}
    >
      {(answer) => <VisitList answer={answer} />}
    </SectionPage>
  );
}
