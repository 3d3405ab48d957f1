import { buyerFilePath, checklistRecap, type StepState } from '@immo/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { ChecklistStepJson } from '../api/page-data.js';
import { selectPage, selectPanel } from '../auction/auction-slice.js';
import { formatLongDateTime } from '../auction/format.js';
import { instantOf } from '../auction/wire.js';
import { isRegistered, stepAction, StepActionLink } from './step-actions.js';

// Styles come with the bundle; under Node (component tests) the import fails quietly.
void import(/* webpackMode: "eager" */ './buyer-file.css').catch(() => undefined);

/**
 * The viewer's buyer file on this property, beside the auction (issue 9): the five steps with
 * where each stands and a link to do it; 'Votre dossier est complet' once nothing is missing.
 * Only for a buyer: anonymous visitors and the sale's managers have no checklist.
 */
export function BuyerChecklist() {
  const { t } = useTranslation();
  const titleId = useId();
  const page = useSelector(selectPage);
  const panel = useSelector(selectPanel);
  if (!page?.checklist || panel === 'ended') return null;
  const steps = page.checklist;
  const recap = checklistRecap(steps.map(({ step, state }) => ({ step, state })));
  // What counts is core's recap: the advised step counts once done, never while only advised.
  const done = recap.done.length;
  const total = done + recap.waiting.length + recap.missing.length;
  const complete = recap.missing.length === 0;
  return (
    <section className="buyer-checklist" aria-labelledby={titleId} data-testid="buyer-checklist">
      <header className="buyer-checklist__header">
        <h2 id={titleId} className="buyer-checklist__title">
          {t('property_buyer_checklist_title')}
        </h2>
        <a className="buyer-checklist__file" href={buyerFilePath(page.bienId)}>
          {t('property_buyer_see_file')}
        </a>
      </header>
      {complete ? (
        <div className="buyer-checklist__complete" data-testid="checklist-complete">
          <p className="buyer-checklist__complete-title">{t('property_buyer_file_complete')}</p>
          {recap.waiting.length > 0 && <p>{t('property_buyer_file_waiting')}</p>}
        </div>
      ) : (
        <p className="buyer-checklist__progress">
          {t('property_buyer_checklist_progress', { done, total })}
          <span className="buyer-checklist__bar" aria-hidden="true">
            <span style={{ width: `${(100 * done) / Math.max(1, total)}%` }} />
          </span>
        </p>
      )}
      <ol className="buyer-checklist__steps">
        {steps.map((step) => (
          <ChecklistItem key={step.step} bienId={page.bienId} step={step} registered={isRegistered(steps)} />
        ))}
      </ol>
    </section>
  );
}

function ChecklistItem({
  bienId,
  step,
  registered,
}: {
  bienId: number;
  step: ChecklistStepJson;
  registered: boolean;
}) {
  const { t, i18n } = useTranslation();
  const action = stepAction(bienId, step, registered);
  return (
    <li
      className={`buyer-step buyer-step--${step.state}`}
      data-testid={`checklist-${step.step}`}
      data-state={step.state}
    >
      <StateIcon state={step.state} />
      <div className="buyer-step__body">
        <p className="buyer-step__line">
          <span className="buyer-step__name">{t(`buyer_file_step_${step.step}`)}</span>
          <span className="buyer-step__state">{t(`buyer_file_state_${step.state}`)}</span>
        </p>
        {step.visitStartsAt && (
          <p className="buyer-step__detail">
            {t('buyer_file_visit_booked', {
              date: formatLongDateTime(instantOf(step.visitStartsAt), i18n.language),
            })}
          </p>
        )}
        {step.state === 'refused' && step.refusalReason && (
          <p className="buyer-step__detail buyer-step__detail--refused">
            {t('buyer_file_refusal_reason', { reason: step.refusalReason })}
          </p>
        )}
        {action && (
          <StepActionLink
            link={action}
            className="buyer-step__action"
            testId={`checklist-${step.step}-link`}
          />
        )}
      </div>
    </li>
  );
}

/** The state at a glance (its words are beside it, so the icon is decoration). */
function StateIcon({ state }: { state: StepState }) {
  const paths: Record<StepState, string> = {
    done: 'M6 12.5l4 4 8-9',
    waiting: 'M12 7v5l3 2',
    refused: 'M8 8l8 8M16 8l-8 8',
    todo: '',
    optional: 'M12 8v5M12 16.5v.5',
  };
  return (
    <svg className="buyer-step__icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="10" />
      {paths[state] && <path d={paths[state]} />}
    </svg>
  );
}
