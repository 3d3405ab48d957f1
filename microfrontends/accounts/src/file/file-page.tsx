import { BUYER_FILE_STEP_FRAGMENTS, buyerFileStepPath, type BuyerFileStep } from '@immo/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDateTime, instantOf } from '../space/format.js';
import { LoadFailedNotice, LoadingNotice } from '../space/load-states.js';
import { PageHeading } from '../space/page-title.js';
import { PropertySummary } from '../space/property-summary.js';
import type { BuyerFileJson } from '../space/wire.js';
import { recapOf, STATE_BADGES, STEP_LABELS } from './checklist-model.js';
import { AgrementSection, FinancingSection, IdentitySection, VisitSection } from './file-sections.js';
import { isNoFile, NoFileOnProperty } from './no-file.js';
import { useBuyerFile } from './use-buyer-file.js';

/** Where a step of the checklist leads: its section on this page, the property page for the interest. */
function stepLink(bienId: number, step: BuyerFileStep): string {
  return step === 'interest' ? buyerFileStepPath(bienId, step) : `#${BUYER_FILE_STEP_FRAGMENTS[step]}`;
}

function Checklist({ file }: { file: BuyerFileJson }) {
  const { t } = useTranslation();
  return (
    <section className="kit-card bs-panel" aria-labelledby="bs-checklist-title">
      <h2 id="bs-checklist-title">{t('bs_file_checklist_title')}</h2>
      <ol className="bs-checklist" data-testid="checklist">
        {file.checklist.map((item) => {
          const badge = STATE_BADGES[item.state];
          return (
            <li
              key={item.step}
              className={`bs-checklist__step bs-checklist__step--${badge.tone}`}
              data-testid={`step-${item.step}`}
            >
              <a className="bs-checklist__name" href={stepLink(file.bienId, item.step)}>
                {t(STEP_LABELS[item.step])}
              </a>
              <span className={`bs-badge bs-badge--${badge.tone}`} data-testid="step-state">
                {t(badge.label)}
              </span>
              {item.state === 'refused' && item.refusalReason && (
                <span className="bs-checklist__detail">
                  {t('buyer_file_refusal_reason', { reason: item.refusalReason })}
                </span>
              )}
              {item.visitStartsAt && item.state === 'waiting' && (
                <span className="bs-checklist__detail">
                  {t('buyer_file_visit_booked', { date: formatDateTime(instantOf(item.visitStartsAt), t) })}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function RecapList({
  title,
  steps,
  tone,
  testId,
}: {
  title: string;
  steps: BuyerFileStep[];
  tone: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={`bs-recap__group bs-recap__group--${tone}`} data-testid={testId}>
      <h3>{title}</h3>
      {steps.length === 0 ? (
        <p className="bs-muted bs-small">{t('bs_file_recap_none')}</p>
      ) : (
        <ul>
          {steps.map((step) => (
            <li key={step}>{t(STEP_LABELS[step])}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The recap (core's checklistRecap): done, waiting for the negotiator, still to do. */
function Recap({ file }: { file: BuyerFileJson }) {
  const { t } = useTranslation();
  const recap = recapOf(file.checklist);
  return (
    <section className="kit-card bs-panel" aria-labelledby="bs-recap-title">
      <h2 id="bs-recap-title">{t('bs_file_recap_title')}</h2>
      {recap.missing.length === 0 && recap.waiting.length === 0 && (
        <p className="kit-notice kit-notice--success" data-testid="file-ready">
          {t('buyer_file_ready')}
        </p>
      )}
      <div className="bs-recap">
        <RecapList title={t('bs_file_recap_done')} steps={recap.done} tone="success" testId="recap-done" />
        <RecapList
          title={t('bs_file_recap_waiting')}
          steps={recap.waiting}
          tone="info"
          testId="recap-waiting"
        />
        <RecapList
          title={t('bs_file_recap_missing')}
          steps={recap.missing}
          tone="warning"
          testId="recap-missing"
        />
      </div>
    </section>
  );
}

/** The property at the head of the file and visit pages. */
export function FileHeader({ file }: { file: BuyerFileJson }) {
  const { t } = useTranslation();
  return (
    <div className="kit-card bs-panel bs-file-header">
      <PropertySummary bienId={file.bienId} {...file.property}>
        <p className="bs-small bs-muted">
          {t('bs_file_sale_dates', {
            start: formatDateTime(instantOf(file.property.startAt), t),
            end: formatDateTime(instantOf(file.property.endAt), t),
          })}
        </p>
      </PropertySummary>
    </div>
  );
}

/** The loading, failure and no-file states of a page about one property's file. */
export function WithBuyerFile({
  bienId,
  children,
}: {
  bienId: number;
  children: (file: BuyerFileJson, onChange: (file: BuyerFileJson) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [file, retry, onChange] = useBuyerFile(bienId);
  if (file.status === 'loading') return <LoadingNotice />;
  if (file.status === 'error')
    return isNoFile(file.error) ? (
      <NoFileOnProperty bienId={bienId} />
    ) : (
      <LoadFailedNotice message={t('bs_file_load_failed')} onRetry={retry} />
    );
  return <>{children(file.data, onChange)}</>;
}

/**
 * A link to a step (#identite, from the bid panel or an e-mail) arrives before the file: once the
 * sections are there, the page goes to the one asked for.
 */
function ScrollToStep() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
  return null;
}

/** The file (route 'acheteur_bien_show'): checklist, each step's section, recap. */
export function FilePage({ bienId }: { bienId: number }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('bs_file_title')} />
      <WithBuyerFile bienId={bienId}>
        {(file, onChange) => (
          <div className="bs-file" data-testid="buyer-file">
            <ScrollToStep />
            <FileHeader file={file} />
            <Checklist file={file} />
            <VisitSection file={file} />
            <IdentitySection file={file} onChange={onChange} />
            <AgrementSection file={file} onChange={onChange} />
            <FinancingSection file={file} onChange={onChange} />
            <Recap file={file} />
          </div>
        )}
      </WithBuyerFile>
    </>
  );
}
