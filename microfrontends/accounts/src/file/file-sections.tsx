import {
  AGREMENT_CONDITIONS,
  BUYER_FILE_STEP_FRAGMENTS,
  checkAgrementSignature,
  declaredFinancing,
  formatEuros,
  LOAN_AMOUNT_MAX,
  visitBookingPath,
  type FinancingKind,
} from '@immo/core';
import { selectSession } from '@immo/kit';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useAccountsDependencies } from '../dependencies.js';
import { translatedProblems, type FieldProblems } from '../form-errors.js';
import { CheckboxField, FormFailure, showRefusal, SubmitButton, TextField } from '../form-fields.js';
import { formatDate, formatDateTime, formatSlot, instantOf } from '../space/format.js';
import type { BuyerFileJson } from '../space/wire.js';
import { STATE_BADGES, STEP_LABELS } from './checklist-model.js';
import { FileUpload } from './file-upload.js';

type Step = 'visit' | 'identity' | 'agrement' | 'financing';

/** A section that changes the file: every write answers the whole file, handed to `onChange`. */
interface SectionProps {
  file: BuyerFileJson;
  onChange: (file: BuyerFileJson) => void;
}

/** A section of the file page, with the step's badge beside its title; the checklist links to it. */
export function StepSection({
  file,
  step,
  children,
}: {
  file: BuyerFileJson;
  step: Step;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const state = file.checklist.find((item) => item.step === step)?.state;
  const badge = state ? STATE_BADGES[state] : null;
  const fragment = BUYER_FILE_STEP_FRAGMENTS[step];
  return (
    <section
      id={fragment}
      className="kit-card bs-panel bs-step"
      aria-labelledby={`${fragment}-title`}
      data-testid={`section-${step}`}
    >
      <div className="bs-step__head">
        <h2 id={`${fragment}-title`}>{t(STEP_LABELS[step])}</h2>
        {badge && <span className={`bs-badge bs-badge--${badge.tone}`}>{t(badge.label)}</span>}
      </div>
      {children}
    </section>
  );
}

function Refusal({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <p className="kit-notice kit-notice--error" data-testid="refusal-reason">
      {t('buyer_file_refusal_reason', { reason })}
    </p>
  );
}

function Download({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="bs-download" href={href} target="_blank" rel="noreferrer">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      {children}
    </a>
  );
}

/** #visite: the slot booked, the visit done, or the way to book one. */
export function VisitSection({ file }: { file: BuyerFileJson }) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (file.visitDoneAt)
    body = <p>{t('bs_file_visit_done', { date: formatDate(instantOf(file.visitDoneAt)) })}</p>;
  else if (file.visit)
    body = (
      <>
        <p data-testid="file-visit-booked">
          {t('buyer_file_visit_booked', {
            date: formatSlot(instantOf(file.visit.startsAt), file.visit.durationMinutes, t),
          })}
        </p>
        <p className="bs-muted bs-small">{t('bs_file_visit_waiting')}</p>
        <Link to={visitBookingPath(file.bienId)}>{t('bs_file_visit_manage')}</Link>
      </>
    );
  else
    body = (
      <>
        <p>{t('bs_file_visit_todo')}</p>
        <Link className="kit-button" to={visitBookingPath(file.bienId)}>
          {t('bs_file_visit_book')}
        </Link>
      </>
    );
  return (
    <StepSection file={file} step="visit">
      {body}
    </StepSection>
  );
}

/** #identite: the identity document, approved once per account, reviewed by the negotiator. */
export function IdentitySection({ file, onChange }: SectionProps) {
  const { t } = useTranslation();
  const { identity } = file;
  const upload = (label: string) => (
    <FileUpload
      path={`/api/bien/${file.bienId}/dossier/piece-identite`}
      label={label}
      onUploaded={onChange}
      testId="identity-upload"
    />
  );
  const download = identity.fileName && !identity.documentDeleted && (
    <Download href={`/api/dossiers/${file.id}/piece-identite`}>
      {t('bs_file_download', { name: identity.fileName })}
    </Download>
  );
  let body: ReactNode;
  if (identity.status === 'missing' && identity.accountVerified)
    body = <p data-testid="identity-account-verified">{t('bs_file_identity_account_verified')}</p>;
  else if (identity.status === 'missing')
    body = (
      <>
        <p>{t('bs_file_identity_todo')}</p>
        {upload(t('bs_file_identity_upload'))}
      </>
    );
  else if (identity.status === 'refused')
    body = (
      <>
        <Refusal reason={identity.refusalReason} />
        <p>{t('bs_file_identity_again')}</p>
        {upload(t('bs_file_identity_upload_again'))}
      </>
    );
  else
    body = (
      <>
        <p>
          {t(identity.status === 'approved' ? 'bs_file_identity_approved' : 'bs_file_identity_pending', {
            date: identity.uploadedAt ? formatDate(instantOf(identity.uploadedAt)) : '',
          })}
        </p>
        {identity.documentDeleted && <p className="bs-muted">{t('identity_document_deleted')}</p>}
      </>
    );
  return (
    <StepSection file={file} step="identity">
      {body}
      {download && <p>{download}</p>}
      <p className="bs-muted bs-small">{t('agrement_condition_identity')}</p>
    </StepSection>
  );
}

interface AgrementValues {
  fullName: string;
  accepted: boolean;
}

/** #agrement: the conditions, the typed full name and the box, then the state and the PDF copy. */
export function AgrementSection({ file, onChange }: SectionProps) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const { user } = useSelector(selectSession);
  const { agrement } = file;
  const signing = agrement.status === 'missing' || agrement.status === 'refused';

  function problems(values: AgrementValues): FieldProblems {
    if (!user) return {};
    const check = checkAgrementSignature(values, user);
    return check.ok ? {} : { [check.error.field ?? 'fullName']: check.error };
  }

  async function sign(values: AgrementValues, helpers: FormikHelpers<AgrementValues>) {
    helpers.setStatus(undefined);
    try {
      onChange(
        await api<BuyerFileJson>(`/api/bien/${file.bienId}/dossier/agrement`, {
          method: 'POST',
          json: { fullName: values.fullName.trim(), accepted: true },
        }),
      );
    } catch (error) {
      showRefusal(helpers, error, values, t, {
        agrement_name_mismatch: 'fullName',
        agrement_conditions_required: 'accepted',
      });
    }
  }

  return (
    <StepSection file={file} step="agrement">
      {agrement.status === 'refused' && <Refusal reason={agrement.refusalReason} />}
      {!signing && (
        <p data-testid="agrement-signed">
          {t(agrement.status === 'approved' ? 'bs_file_agrement_approved' : 'bs_file_agrement_pending', {
            name: agrement.signedName ?? '',
            date: agrement.signedAt ? formatDateTime(instantOf(agrement.signedAt), t) : '',
          })}
        </p>
      )}
      {!signing && agrement.copyAvailable && (
        <p>
          <Download href={`/api/dossiers/${file.id}/agrement.pdf`}>{t('bs_file_agrement_copy')}</Download>
        </p>
      )}
      {signing && (
        <>
          <p>{t('bs_file_agrement_intro')}</p>
          <ul className="bs-conditions" data-testid="agrement-conditions">
            {AGREMENT_CONDITIONS.map((condition) => (
              <li key={condition}>{t(condition)}</li>
            ))}
          </ul>
          <Formik
            initialValues={{ fullName: '', accepted: false }}
            validate={(values) => translatedProblems(problems(values), t)}
            onSubmit={sign}
          >
            <Form className="accounts-form" noValidate data-testid="agrement-form">
              <FormFailure />
              <CheckboxField name="accepted">{t('bs_file_agrement_accept')}</CheckboxField>
              <TextField
                name="fullName"
                label={t('bs_file_agrement_name')}
                hint={
                  user
                    ? t('bs_file_agrement_name_hint', { name: `${user.firstName} ${user.lastName}` })
                    : undefined
                }
                autoComplete="name"
              />
              <SubmitButton label={t('bs_file_agrement_sign')} testId="agrement-sign" />
            </Form>
          </Formik>
        </>
      )}
    </StepSection>
  );
}

interface FinancingValues {
  kind: FinancingKind;
  loanAmount: string;
}

const FINANCING_LABELS: Record<FinancingKind, string> = {
  cash: 'financing_cash',
  loan: 'financing_loan',
  certificate: 'financing_certificate',
};

/** The amount as typed, spaces between thousands allowed ('250 000'); NaN when it is not a number. */
const amountOf = (typed: string): number =>
  typed.trim() === '' ? Number.NaN : Number(typed.replace(/[\s\u202f]/g, ''));

/** #financement: cash, a loan of an amount, or a certificate; advised, never required (spec §1). */
export function FinancingSection({ file, onChange }: SectionProps) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const { financing } = file;
  const [editing, setEditing] = useState(financing === null);

  function problems(values: FinancingValues): FieldProblems {
    if (values.kind !== 'loan') return {};
    const plan = declaredFinancing({ kind: 'loan', loanAmount: amountOf(values.loanAmount) }, 0);
    return plan.ok ? {} : { loanAmount: plan.error };
  }

  async function declare(values: FinancingValues, helpers: FormikHelpers<FinancingValues>) {
    helpers.setStatus(undefined);
    try {
      const answer = await api<BuyerFileJson>(`/api/bien/${file.bienId}/dossier/financement`, {
        method: 'PUT',
        json:
          values.kind === 'loan'
            ? { kind: 'loan', loanAmount: amountOf(values.loanAmount) }
            : { kind: 'cash' },
      });
      setEditing(false);
      onChange(answer);
    } catch (error) {
      showRefusal(helpers, error, values, t, { loan_amount_invalid: 'loanAmount' });
    }
  }

  const uploaded = (answer: BuyerFileJson) => {
    setEditing(false);
    onChange(answer);
  };

  return (
    <StepSection file={file} step="financing">
      <p className="bs-muted">{t('bs_file_financing_intro')}</p>
      {financing && !editing && (
        <div data-testid="financing-declared">
          <p>
            <strong>{t(FINANCING_LABELS[financing.kind])}</strong>
            {financing.kind === 'loan' &&
              financing.loanAmount !== null &&
              ` — ${formatEuros(financing.loanAmount)}`}
          </p>
          {financing.kind === 'certificate' && financing.certificateFileName && (
            <p>
              <Download href={`/api/dossiers/${file.id}/financement/attestation`}>
                {t('bs_file_download', { name: financing.certificateFileName })}
              </Download>
            </p>
          )}
          <button type="button" className="kit-button kit-button--secondary" onClick={() => setEditing(true)}>
            {t('bs_file_financing_change')}
          </button>
        </div>
      )}
      {editing && (
        <Formik
          initialValues={{
            kind: financing?.kind ?? 'cash',
            loanAmount: financing?.loanAmount ? String(financing.loanAmount) : '',
          }}
          validate={(values) => translatedProblems(problems(values), t)}
          onSubmit={declare}
        >
          {({ values }) => (
            <Form className="accounts-form" noValidate data-testid="financing-form">
              <FormFailure />
              <fieldset className="bs-choices">
                <legend>{t('bs_file_financing_kind')}</legend>
                {(['cash', 'loan', 'certificate'] as const).map((kind) => (
                  <label key={kind} className="bs-choice">
                    <Field type="radio" name="kind" value={kind} />
                    {t(FINANCING_LABELS[kind])}
                  </label>
                ))}
              </fieldset>
              {values.kind === 'loan' && (
                <TextField
                  name="loanAmount"
                  label={t('bs_file_financing_amount')}
                  hint={t('bs_file_financing_amount_hint', { max: formatEuros(LOAN_AMOUNT_MAX) })}
                  inputMode="numeric"
                  maxLength={15}
                />
              )}
              {values.kind === 'certificate' ? (
                <FileUpload
                  path={`/api/bien/${file.bienId}/dossier/financement/attestation`}
                  label={t('bs_file_financing_upload')}
                  onUploaded={uploaded}
                  testId="certificate-upload"
                />
              ) : (
                <SubmitButton label={t('bs_file_financing_save')} testId="financing-save" />
              )}
              {financing && (
                <button type="button" className="bs-link-button" onClick={() => setEditing(false)}>
                  {t('bs_file_financing_keep')}
                </button>
              )}
            </Form>
          )}
        </Formik>
      )}
    </StepSection>
  );
}
