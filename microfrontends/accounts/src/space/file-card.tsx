import { buyerFilePath } from '@immo/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recapOf, STATE_BADGES, STEP_LABELS } from '../file/checklist-model.js';
import { PropertySummary } from './property-summary.js';
import type { BuyerFileJson } from './wire.js';

/** A buyer file as a card: the property, the checklist's progress, what comes next. */
export function FileCard({ file, titleLevel = 2 }: { file: BuyerFileJson; titleLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const recap = recapOf(file.checklist);
  const total = file.checklist.length;
  const next = recap.missing[0];
  return (
    <li className="kit-card bs-card" data-testid="file-card">
      <PropertySummary bienId={file.bienId} {...file.property} titleLevel={titleLevel} />
      <div
        className="bs-progress"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={recap.done.length}
        aria-label={t('bs_files_progress', { done: recap.done.length, total })}
      >
        <span
          className="bs-progress__bar"
          style={{ width: `${(100 * recap.done.length) / (total || 1)}%` }}
        />
      </div>
      <p className="bs-small" data-testid="file-progress">
        {t('bs_files_progress', { done: recap.done.length, total })}
      </p>
      <ul className="bs-steps-mini" aria-label={t('bs_file_checklist_title')}>
        {file.checklist.map((step) => (
          <li key={step.step} className={`bs-step-mini bs-step-mini--${STATE_BADGES[step.state].tone}`}>
            {t(STEP_LABELS[step.step])}
            <span className="kit-visually-hidden"> : {t(STATE_BADGES[step.state].label)}</span>
          </li>
        ))}
      </ul>
      <p className="bs-next" data-testid="file-next">
        {next
          ? t('bs_files_next_step', { step: t(STEP_LABELS[next]) })
          : recap.waiting.length > 0
            ? t('bs_files_waiting')
            : t('buyer_file_ready')}
      </p>
      <div className="bs-actions">
        <Link className="kit-button" to={buyerFilePath(file.bienId)}>
          {t('bs_files_open')}
        </Link>
      </div>
    </li>
  );
}
