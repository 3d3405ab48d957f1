import { isVisitPast } from '@immo/core';
import { ApiError } from '@immo/kit';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { saleIdOf } from '../sale-form/sale-form-page.js';
import { useSaleEditorDependencies, type SaleEditorDependencies } from '../space/dependencies.js';
import { formatDateTimeShort } from '../space/format.js';
import { LoadingNotice } from '../space/load-states.js';
import { saleBuyersPath, salesListPath } from '../space/paths.js';
import { SaleHeader, SaleLoadFailure } from './sale-header.js';
import { actionFailureMessage, useApiGet, useNowUntil } from './use-api.js';
import { api, fullName, type BuyerRow, type SaleActors, type ValidatedVisit } from './wire.js';

type Outcome =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'done'; bienId: number; doneAt: string | null }
  | { state: 'failed'; message: string };

const TITLE_ID = 'nb-validation-title';

/**
 * POST …/dossier/{id}/validation/visite; a refusal rejects with its words, the 409 of a slot not
 * started yet in ours (the negotiator's clock may run ahead of the server's).
 */
export async function validateVisit(
  request: SaleEditorDependencies['api'],
  fileId: number,
  t: TFunction,
): Promise<ValidatedVisit> {
  try {
    return await request<ValidatedVisit>(api.validateVisit(fileId), { method: 'POST' });
  } catch (failure) {
    const tooEarly = failure instanceof ApiError && failure.code === 'visit_not_started';
    throw new Error(tooEarly ? t('negotiator_validation_too_early') : actionFailureMessage(failure, t), {
      cause: failure,
    });
  }
}

/**
 * One buyer's visit validation (spec §2.4 /espace-negociateur/dossier/{dossierAcheteur}/validation/visite):
 * the buyer, the sale and the booked slot, then the validation on confirmation. Opened from the
 * sale's buyers it knows the sale (?bien=); reached otherwise, it asks about the file alone and
 * learns the sale from the answer.
 */
export function VisitValidationPage() {
  const { t } = useTranslation();
  const fileId = saleIdOf(useParams().id);
  const [params] = useSearchParams();
  const bienId = saleIdOf(params.get('bien') ?? undefined);
  const { load, retry } = useApiGet<SaleActors>(
    fileId === null || bienId === null ? null : api.saleActors(bienId),
  );

  if (fileId === null)
    return (
      <div className="kit-notice kit-notice--error" role="alert">
        <p>{t('page_not_found')}</p>
        <Link to={salesListPath()}>{t('sale_form_back_to_list')}</Link>
      </div>
    );

  if (bienId === null)
    return (
      <section className="nb-page nb-validation" aria-labelledby={TITLE_ID} data-testid="visit-validation">
        <Link className="nb-back" to={salesListPath()}>
          <span aria-hidden="true">←</span> {t('sale_form_back_to_list')}
        </Link>
        <h1 id={TITLE_ID} className="ns-page-title">
          {t('negotiator_validation_title')}
        </h1>
        <ValidationCard fileId={fileId} bienId={null} row={null} />
      </section>
    );

  const row =
    load.state === 'ready' ? (load.data.acheteurs.find((buyer) => buyer.id === fileId) ?? null) : null;
  return (
    <section className="nb-page nb-validation" aria-labelledby={TITLE_ID} data-testid="visit-validation">
      <SaleHeader bienId={bienId} title={t('negotiator_validation_title')} titleId={TITLE_ID} />
      {load.state === 'loading' ? (
        <LoadingNotice />
      ) : load.state === 'failed' ? (
        <SaleLoadFailure status={load.status} message={t('negotiator_buyers_failed')} onRetry={retry} />
      ) : row === null ? (
        <div className="kit-notice kit-notice--error" role="alert" data-testid="validation-unknown-file">
          <p>{t('negotiator_validation_unknown_file')}</p>
          <Link className="kit-button kit-button--secondary nb-inline-button" to={saleBuyersPath(bienId)}>
            {t('negotiator_validation_back')}
          </Link>
        </div>
      ) : (
        <ValidationCard fileId={fileId} bienId={bienId} row={row} />
      )}
    </section>
  );
}

/** What is validated, the question, and the answer once given. */
function ValidationCard({
  fileId,
  bienId,
  row,
}: {
  fileId: number;
  bienId: number | null;
  row: BuyerRow | null;
}) {
  const { t, i18n } = useTranslation();
  const { api: request } = useSaleEditorDependencies();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const explanation = useId();
  const booked = row?.visit.booked ?? null;
  const startsAt = booked ? Date.parse(booked.startsAt) : null;
  const now = useNowUntil(startsAt === null ? [] : [startsAt]);
  const date = (iso: string) => formatDateTimeShort(iso, i18n.language);
  const notStarted = startsAt !== null && !isVisitPast({ startsAt }, now);
  const name = row ? fullName(row) : '';

  const validate = async () => {
    setOutcome({ state: 'sending' });
    try {
      const answer = await validateVisit(request, fileId, t);
      setOutcome({ state: 'done', bienId: bienId ?? answer.bienId, doneAt: answer.visitDoneAt });
    } catch (failure) {
      setOutcome({ state: 'failed', message: (failure as Error).message });
    }
  };

  const back = (target: number | null) =>
    target === null ? null : (
      <Link
        className="kit-button kit-button--secondary"
        to={saleBuyersPath(target)}
        data-testid="validation-back"
      >
        {t('negotiator_validation_back')}
      </Link>
    );

  if (outcome.state === 'done')
    return (
      <div className="kit-card">
        <p className="kit-notice kit-notice--success" role="status" data-testid="validation-done">
          {outcome.doneAt
            ? t('negotiator_validation_done', { date: date(outcome.doneAt) })
            : t('negotiator_validation_done_now')}
        </p>
        <div className="nb-actions">{back(outcome.bienId)}</div>
      </div>
    );

  if (row?.visit.doneAt)
    return (
      <div className="kit-card">
        <p className="kit-notice kit-notice--info" data-testid="validation-already">
          {t('negotiator_validation_already', { date: date(row.visit.doneAt) })}
        </p>
        <div className="nb-actions">{back(bienId)}</div>
      </div>
    );

  return (
    <div className="kit-card">
      <p className="nb-kicker">{t('negotiator_validation_file', { id: fileId })}</p>
      {row ? (
        <dl className="nb-facts">
          <div>
            <dt>{t('negotiator_validation_buyer')}</dt>
            <dd>
              <strong>{name}</strong>
              {row.email ? (
                <>
                  {' · '}
                  <a href={`mailto:${row.email}`}>{row.email}</a>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('negotiator_validation_slot')}</dt>
            <dd data-testid="validation-slot">
              {booked ? date(booked.startsAt) : t('negotiator_validation_no_slot')}
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="nb-question">
        {row ? t('negotiator_validation_question', { name }) : t('negotiator_validation_question_unknown')}
      </p>
      <p className="ns-muted">{t('negotiator_validation_effect')}</p>
      {outcome.state === 'failed' ? (
        <p className="kit-notice kit-notice--error" role="alert" data-testid="validation-error">
          {outcome.message}
        </p>
      ) : null}
      {notStarted && booked ? (
        <p id={explanation} className="nb-hint" data-testid="validation-not-started">
          {t('negotiator_visit_not_started', { date: date(booked.startsAt) })}
        </p>
      ) : null}
      <div className="nb-actions">
        <button
          type="button"
          className="kit-button"
          disabled={notStarted || outcome.state === 'sending'}
          aria-busy={outcome.state === 'sending'}
          aria-describedby={notStarted ? explanation : undefined}
          data-testid="validation-confirm"
          onClick={() => void validate()}
        >
          {outcome.state === 'sending' ? t('loading') : t('negotiator_validation_confirm')}
        </button>
        {back(bienId)}
      </div>
    </div>
  );
}
