import {
  BIDDER_BLOCKS,
  decideReview,
  formatEuros,
  hidesCommentBlockAfterSave,
  INTEREST_LABELS,
  isVisitPast,
  pendingReview,
  REFUSAL_REASON_MAX_LENGTH,
  type BidderBlock,
  type ReviewDecision,
  type StepState,
  type SubmissionStatus,
} from '@immo/core';
import { InlineEditField } from '@immo/kit/inline-edit';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { saleIdOf } from '../sale-form/sale-form-page.js';
import { useSaleEditorDependencies } from '../space/dependencies.js';
import { formatDateTimeShort } from '../space/format.js';
import { LoadingNotice } from '../space/load-states.js';
import { saleVisitsPath, visitValidationPath } from '../space/paths.js';
import { ConfirmDialog, ReasonDialog, ReasonRejected } from './dialogs.js';
import { SaleHeader, SaleLoadFailure } from './sale-header.js';
import { actionFailureMessage, serverFieldErrors, useApiGet, useNowUntil } from './use-api.js';
import { api, fullName, type BuyerRow, type ReviewedPart, type SaleActors } from './wire.js';

/** The page's filters, by their name in the address (?filtre=). */
const FILTERS = {
  tous: () => true,
  'a-examiner': (row: BuyerRow) => row.identity.status === 'pending' || row.agrement.status === 'pending',
  'visite-a-valider': (row: BuyerRow) => row.visit.booked !== null && row.visit.doneAt === null,
  prets: (row: BuyerRow) => row.readyToBid,
} as const satisfies Record<string, (row: BuyerRow) => boolean>;
type Filter = keyof typeof FILTERS;

const FILTER_LABELS: Record<Filter, string> = {
  tous: 'negotiator_buyers_filter_all',
  'a-examiner': 'negotiator_buyers_filter_review',
  'visite-a-valider': 'negotiator_buyers_filter_visit',
  prets: 'negotiator_buyers_filter_ready',
};

const FILTER_EMPTY: Record<Filter, string> = {
  tous: 'negotiator_buyers_empty',
  'a-examiner': 'negotiator_buyers_empty_review',
  'visite-a-valider': 'negotiator_buyers_empty_visit',
  prets: 'negotiator_buyers_empty_ready',
};

const filterOf = (value: string | null): Filter => (value && value in FILTERS ? (value as Filter) : 'tous');

/** A submission's state as the buyer's checklist words it (buyer_file_state_*). */
const SUBMISSION_STATES: Record<SubmissionStatus, StepState> = {
  missing: 'todo',
  pending: 'waiting',
  approved: 'done',
  refused: 'refused',
};

const BLOCK_LABELS = Object.fromEntries(
  BIDDER_BLOCKS.map((block) => [block, `negotiator_block_${block}`]),
) as Record<BidderBlock, string>;

type Decision = { row: BuyerRow; part: ReviewedPart; decision: ReviewDecision };

const startOf = (row: BuyerRow): number | null =>
  row.visit.booked === null ? null : Date.parse(row.visit.booked.startsAt);

/**
 * The sale's buyers and where each file stands (spec §2.4 …/bien/{bien}/acteurs; docs/buyer-funnel.md):
 * interest, visit, identity document, agrément, financing and whether they may bid, with the
 * negotiator's decisions and comment. A table on a desktop, one card per buyer on a phone.
 */
export function SaleBuyersPage() {
  const { t } = useTranslation();
  const { api: request } = useSaleEditorDependencies();
  const bienId = saleIdOf(useParams().id);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('filtre'));
  const { load, retry, update } = useApiGet<SaleActors>(bienId === null ? null : api.saleActors(bienId));
  const [decision, setDecision] = useState<Decision | null>(null);
  const rows = useMemo(() => (load.state === 'ready' ? load.data.acheteurs : []), [load]);
  const now = useNowUntil(rows.map(startOf).filter((start): start is number => start !== null));

  if (bienId === null) return <SaleLoadFailure status={404} message="" onRetry={retry} />;

  const choose = (next: Filter) => {
    const query = new URLSearchParams(params);
    if (next === 'tous') query.delete('filtre');
    else query.set('filtre', next);
    setParams(query, { replace: true });
  };

  const replaceRow = (answer: BuyerRow) =>
    update((data) => ({
      ...data,
      acheteurs: data.acheteurs.map((row) => (row.id === answer.id ? answer : row)),
    }));

  const decide = async ({ row, part, decision: chosen }: Decision, reason?: string) => {
    try {
      const answer = await request<BuyerRow>(api.decision(row.id, part), {
        method: 'POST',
        json: chosen === 'refuse' ? { decision: chosen, reason } : { decision: chosen },
      });
      replaceRow(answer);
      setDecision(null);
    } catch (failure) {
      const field = serverFieldErrors(failure, t).reason;
      if (field) throw new ReasonRejected(field);
      throw new Error(actionFailureMessage(failure, t), { cause: failure });
    }
  };

  const shown = rows.filter(FILTERS[filter]);

  return (
    <section className="nb-page" aria-labelledby="nb-buyers-title" data-testid="sale-buyers">
      <SaleHeader bienId={bienId} title={t('negotiator_buyers_title')} titleId="nb-buyers-title" />
      {load.state === 'loading' ? (
        <LoadingNotice />
      ) : load.state === 'failed' ? (
        <SaleLoadFailure status={load.status} message={t('negotiator_buyers_failed')} onRetry={retry} />
      ) : (
        <>
          <div className="nb-filters" role="group" aria-label={t('negotiator_buyers_filters')}>
            {(Object.keys(FILTERS) as Filter[]).map((key) => (
              <button
                key={key}
                type="button"
                className={`nb-filter${key === filter ? ' nb-filter--active' : ''}`}
                aria-pressed={key === filter}
                data-testid={`buyers-filter-${key}`}
                onClick={() => choose(key)}
              >
                {t(FILTER_LABELS[key])}
                <span className="nb-filter-count">{rows.filter(FILTERS[key]).length}</span>
              </button>
            ))}
          </div>
          <p className="ns-sales-count" aria-live="polite">
            {filter === 'tous'
              ? t('negotiator_buyers_count', { count: rows.length })
              : t('negotiator_buyers_matching', { count: shown.length, total: rows.length })}
          </p>
          {shown.length === 0 ? (
            <div className="ns-empty kit-card" data-testid="buyers-empty">
              <p>{t(FILTER_EMPTY[filter])}</p>
              {filter !== 'tous' ? (
                <button
                  type="button"
                  className="kit-button kit-button--secondary"
                  onClick={() => choose('tous')}
                >
                  {t('negotiator_buyers_show_all')}
                </button>
              ) : null}
            </div>
          ) : (
            <table className="nb-buyers" aria-labelledby="nb-buyers-title">
              <thead>
                <tr>
                  <th scope="col">{t('negotiator_buyers_col_buyer')}</th>
                  <th scope="col">{t('buyer_file_step_visit')}</th>
                  <th scope="col">{t('buyer_file_step_identity')}</th>
                  <th scope="col">{t('buyer_file_step_agrement')}</th>
                  <th scope="col">{t('buyer_file_step_financing')}</th>
                  <th scope="col">{t('negotiator_buyers_col_bidding')}</th>
                </tr>
              </thead>
              {shown.map((row) => (
                <BuyerEntry key={row.id} row={row} bienId={bienId} now={now} onDecide={setDecision} />
              ))}
            </table>
          )}
        </>
      )}
      {decision ? (
        <DecisionDialog decision={decision} onDecide={decide} onClose={() => setDecision(null)} />
      ) : null}
    </section>
  );
}

/** One buyer: a row of cells, then the negotiator's comment under them (a card on a phone). */
function BuyerEntry({
  row,
  bienId,
  now,
  onDecide,
}: {
  row: BuyerRow;
  bienId: number;
  now: number;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const name = fullName(row);
  return (
    <tbody className="nb-buyer" data-testid="buyer-row" data-file-id={row.id}>
      <tr>
        <th scope="row" className="nb-cell-buyer">
          <BuyerIdentity row={row} />
        </th>
        <td data-label={t('buyer_file_step_visit')}>
          <VisitCell row={row} bienId={bienId} now={now} />
        </td>
        <td data-label={t('buyer_file_step_identity')}>
          <ReviewCell row={row} part="identity" onDecide={onDecide} />
        </td>
        <td data-label={t('buyer_file_step_agrement')}>
          <ReviewCell row={row} part="agrement" onDecide={onDecide} />
        </td>
        <td data-label={t('buyer_file_step_financing')}>
          <FinancingCell row={row} />
        </td>
        <td data-label={t('negotiator_buyers_col_bidding')}>
          <ReadinessCell row={row} />
        </td>
      </tr>
      <tr className="nb-comment-row">
        <td colSpan={6}>
          <CommentBlock row={row} label={t('negotiator_comment_label', { name })} />
        </td>
      </tr>
    </tbody>
  );
}

function BuyerIdentity({ row }: { row: BuyerRow }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <span className="nb-buyer-name">
        {fullName(row) || t('negotiator_buyer_unnamed', { id: row.userId })}
      </span>
      <span className="nb-contact">
        {row.email ? (
          <a href={`mailto:${row.email}`} className="nb-contact-link">
            {row.email}
          </a>
        ) : null}
        {row.phone ? (
          <a href={`tel:${row.phone.replace(/[^\d+]/g, '')}`} className="nb-contact-link">
            {row.phone}
          </a>
        ) : null}
      </span>
      <span className="nb-buyer-meta">
        <span className={`nb-interest nb-interest--${row.interest}`}>{t(INTEREST_LABELS[row.interest])}</span>
        <span>
          {t('negotiator_registered_on', { date: formatDateTimeShort(row.registeredAt, i18n.language) })}
        </span>
      </span>
    </>
  );
}

/** A step's state in the buyer's own words (buyer_file_state_*), coloured by what it asks of whom. */
function StateBadge({ state }: { state: StepState }) {
  const { t } = useTranslation();
  return <span className={`nb-state nb-state--${state}`}>{t(`buyer_file_state_${state}`)}</span>;
}

function VisitCell({ row, bienId, now }: { row: BuyerRow; bienId: number; now: number }) {
  const { t, i18n } = useTranslation();
  const explanation = useId();
  const { booked, doneAt } = row.visit;
  if (doneAt !== null)
    return (
      <>
        <StateBadge state="done" />
        <span className="nb-detail">
          {t('negotiator_visit_validated_on', { date: formatDateTimeShort(doneAt, i18n.language) })}
        </span>
      </>
    );
  if (booked === null)
    return (
      <>
        <StateBadge state="todo" />
        <span className="nb-detail">{t('negotiator_visit_none')}</span>
        <Link className="nb-small-link" to={saleVisitsPath(bienId)}>
          {t('negotiator_visit_plan')}
        </Link>
      </>
    );
  const date = formatDateTimeShort(booked.startsAt, i18n.language);
  const started = isVisitPast({ startsAt: Date.parse(booked.startsAt) }, now);
  const name = fullName(row);
  return (
    <>
      <StateBadge state="waiting" />
      <span className="nb-detail">{t('buyer_file_visit_booked', { date })}</span>
      {started ? (
        <Link
          className="kit-button nb-small-button"
          to={visitValidationPath(row.id, bienId)}
          aria-label={t('negotiator_visit_validate_for', { name })}
          data-testid="validate-visit"
        >
          {t('negotiator_visit_validate')}
        </Link>
      ) : (
        <>
          <button
            type="button"
            className="kit-button nb-small-button"
            disabled
            aria-describedby={explanation}
            data-testid="validate-visit"
          >
            {t('negotiator_visit_validate')}
          </button>
          <span id={explanation} className="nb-hint" data-testid="validate-visit-why">
            {t('negotiator_visit_not_started', { date })}
          </span>
        </>
      )}
    </>
  );
}

function ReviewCell({
  row,
  part,
  onDecide,
}: {
  row: BuyerRow;
  part: ReviewedPart;
  onDecide: (decision: Decision) => void;
}) {
  const { t, i18n } = useTranslation();
  const item = row[part];
  const name = fullName(row);
  const details: ReactNode[] = [];
  if (part === 'identity' && row.identity.status === 'approved' && row.identity.accountVerified)
    details.push(t('negotiator_identity_on_account'));
  const submittedAt = part === 'identity' ? row.identity.uploadedAt : row.agrement.signedAt;
  if (item.status !== 'missing' && submittedAt)
    details.push(
      t(part === 'identity' ? 'negotiator_identity_uploaded_on' : 'negotiator_agrement_signed_on', {
        date: formatDateTimeShort(submittedAt, i18n.language),
      }),
    );
  if (item.status === 'refused' && item.refusalReason)
    details.push(t('buyer_file_refusal_reason', { reason: item.refusalReason }));
  const document =
    part === 'identity'
      ? row.identity.fileName
        ? api.identityDocument(row.id)
        : null
      : row.agrement.status !== 'missing'
        ? api.agrementCopy(row.id)
        : null;
  return (
    <>
      <StateBadge state={SUBMISSION_STATES[item.status]} />
      {details.map((detail, index) => (
        <span key={index} className="nb-detail">
          {detail}
        </span>
      ))}
      {document ? (
        <NewTabLink href={document} testId={`open-${part}`}>
          {t(part === 'identity' ? 'negotiator_open_identity' : 'negotiator_open_agrement')}
        </NewTabLink>
      ) : null}
      {item.status === 'pending' ? (
        <span className="nb-decide">
          {(['approve', 'refuse'] as const).map((decision) => (
            <button
              key={decision}
              type="button"
              className={`kit-button nb-small-button ${decision === 'approve' ? 'nb-button--approve' : 'kit-button--secondary'}`}
              aria-label={t(`negotiator_${part}_${decision}_for`, { name })}
              data-testid={`${decision}-${part}`}
              onClick={() => onDecide({ row, part, decision })}
            >
              {t(`negotiator_${decision}`)}
            </button>
          ))}
        </span>
      ) : null}
    </>
  );
}

/** A private document of the file (no-store on the server), opened beside the page. */
function NewTabLink({ href, testId, children }: { href: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a className="nb-small-link" href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
      <span className="kit-visually-hidden"> ({t('negotiator_new_tab')})</span>
    </a>
  );
}

function FinancingCell({ row }: { row: BuyerRow }) {
  const { t } = useTranslation();
  const { financing } = row;
  if (financing === null)
    return (
      <>
        <StateBadge state="optional" />
        <span className="nb-detail">{t('negotiator_financing_none')}</span>
      </>
    );
  return (
    <>
      <StateBadge state="done" />
      <span className="nb-detail">{t(`financing_${financing.kind}`)}</span>
      {financing.kind === 'loan' && financing.loanAmount !== null ? (
        <span className="nb-detail nb-amount">
          {t('negotiator_loan_amount', { amount: formatEuros(financing.loanAmount) })}
        </span>
      ) : null}
      {financing.kind === 'certificate' ? (
        <NewTabLink href={api.financingCertificate(row.id)} testId="open-certificate">
          {t('negotiator_open_certificate')}
        </NewTabLink>
      ) : null}
    </>
  );
}

function ReadinessCell({ row }: { row: BuyerRow }) {
  const { t } = useTranslation();
  if (row.readyToBid)
    return (
      <span className="nb-ready" data-testid="ready-to-bid">
        {t('negotiator_ready_to_bid')}
      </span>
    );
  return (
    <>
      <span className="nb-not-ready">{t('negotiator_not_ready')}</span>
      <ul className="nb-blocks">
        {row.bidderBlocks.map((block) => (
          <li key={block}>{t(BLOCK_LABELS[block])}</li>
        ))}
      </ul>
    </>
  );
}

/** §7: once a non-empty comment is saved, its block leaves the page (core's hidesCommentBlockAfterSave). */
function CommentBlock({ row, label }: { row: BuyerRow; label: string }) {
  const { t } = useTranslation();
  const { api: request } = useSaleEditorDependencies();
  const [saved, setSaved] = useState(false);
  if (saved)
    return (
      <p className="nb-comment-saved" role="status">
        {t('negotiator_comment_saved')}
      </p>
    );
  return (
    <div className="nb-comment">
      <span className="nb-comment-label">{t('negotiator_comment_title')}</span>
      <InlineEditField
        initValue={row.commentaireSurAcquereur}
        id={row.id}
        entity="dossier_acheteurs"
        property="commentaireSurAcquereur"
        fieldType="text"
        label={label}
        api={request}
        onSaved={(value) => {
          if (hidesCommentBlockAfterSave('dossier_acheteurs', 'commentaireSurAcquereur', value))
            setSaved(true);
        }}
      />
    </div>
  );
}

/** Approve (a confirmation) or refuse (a reason, core's rule) one part of a file. */
function DecisionDialog({
  decision,
  onDecide,
  onClose,
}: {
  decision: Decision;
  onDecide: (decision: Decision, reason?: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { row, part } = decision;
  const name = fullName(row);
  if (decision.decision === 'approve')
    return (
      <ConfirmDialog
        title={t(`negotiator_${part}_approve_title`, { name })}
        message={<p>{t(`negotiator_${part}_approve_text`, { name })}</p>}
        confirmLabel={t('negotiator_approve')}
        onConfirm={() => onDecide(decision)}
        onClose={onClose}
        testId="decision-dialog"
      />
    );
  return (
    <ReasonDialog
      title={t(`negotiator_${part}_refuse_title`, { name })}
      intro={<p>{t(`negotiator_${part}_refuse_text`, { name })}</p>}
      label={t('negotiator_refusal_reason')}
      confirmLabel={t('negotiator_refuse')}
      maxLength={REFUSAL_REASON_MAX_LENGTH}
      check={(reason) => {
        // Core's own rule for a refusal, applied to a review as the server holds it: pending.
        const checked = decideReview(pendingReview(0), 'refuse', reason, 0, 0);
        return checked.ok ? null : t(checked.error.code, { ...checked.error.params });
      }}
      onSubmit={(reason) => onDecide(decision, reason)}
      onClose={onClose}
      testId="decision-dialog"
    />
  );
}
