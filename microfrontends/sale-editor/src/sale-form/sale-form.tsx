import {
  defaultSaleFormValues,
  draftToRestore,
  initialTab,
  readSaleFormValues,
  SALE_FORM_DRAFT_KEY,
  SALE_FORM_TABS,
  saleFormMode,
  saveFailureDialog,
  savedSaleRedirectPath,
  type Locale,
  type SaleFormTab,
  type SaleFormValues,
} from '@immo/core';
import { ApiError } from '@immo/kit';
import { Form, Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingNotice } from '../space/load-states.js';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SaleStatePanel, type SalePhase } from './sale-state-panel.js';
import { useSaleEditorDependencies, type SaleEditorDependencies } from '../space/dependencies.js';
import { publicSalePath, salesListPath } from '../space/paths.js';
import { SaleQualificationLinks } from '../space/sale-links.js';
import { isErrorShown, serverErrorOf, type SaleFormServerStatus } from './fields.js';
import { FORM_CSS } from './form-styles.js';
import { SaleFormStatusProvider, useSaleFormStatus } from './sale-form-status.js';
import { saveFailureOf } from './save.js';
import type { SaleFormTabComponents } from './tab-components.js';
import { errorCountByTab, saleFormValidator, tabOfField } from './validation.js';

export interface SaleFormProps {
  /** With a bienId the form updates that sale, otherwise it creates one (spec §2.1). */
  bienId: number | null;
  /** The 'Notaire associé' selector and the notary checkboxes (spec §6). */
  roleAssistance: boolean;
  tabs: SaleFormTabComponents;
}

const TAB_IDS: Record<SaleFormTab, { testId: string; label: string; onglet: string }> = {
  GENERAL: { testId: 'tab-general', label: 'sale_tab_general', onglet: 'general' },
  PRECISION: { testId: 'tab-precisions', label: 'sale_tab_precisions', onglet: 'precision' },
  PHOTOS: { testId: 'tab-photos', label: 'sale_tab_photos', onglet: 'photos' },
  VENDEURS: { testId: 'tab-vendors', label: 'sale_tab_vendors', onglet: 'vendeurs' },
};

const NO_SERVER_ERRORS: SaleFormServerStatus = { serverErrors: {}, submitted: null };

type Load =
  | { state: 'loading' }
  | { state: 'ready'; values: SaleFormValues; restored: boolean }
  | { state: 'failed'; message: string; retry: boolean };

/** A new sale starts from the draft a save attempt left behind (spec §4), else from the defaults. */
function newSaleValues(storage: SaleEditorDependencies['storage']): Load {
  let stored: unknown = null;
  try {
    const text = storage.getItem(SALE_FORM_DRAFT_KEY);
    stored = text === null ? null : JSON.parse(text);
  } catch {
    stored = null;
  }
  const draft = draftToRestore('create', stored);
  return { state: 'ready', values: draft ?? defaultSaleFormValues(), restored: draft !== null };
}

/** The sale form: loads the sale (update) or the draft (create), then the four tabs and the save. */
export function SaleForm({ bienId, roleAssistance, tabs }: SaleFormProps) {
  const { t } = useTranslation();
  const { api, storage } = useSaleEditorDependencies();
  const mode = saleFormMode(bienId);
  const [load, setLoad] = useState<Load>(() =>
    mode === 'create' ? newSaleValues(storage) : { state: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (bienId === null) return;
    let live = true;
    setLoad({ state: 'loading' });
    api<unknown>(`/v2/sell/${bienId}`).then(
      (answer) => {
        if (!live) return;
        const read = readSaleFormValues(answer);
        setLoad(
          read.ok
            ? { state: 'ready', values: read.value, restored: false }
            : { state: 'failed', message: t('sale_form_load_failed'), retry: true },
        );
      },
      (error: unknown) => {
        if (!live) return;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 403)
          setLoad({ state: 'failed', message: t('sale_form_load_forbidden'), retry: false });
        else if (status === 404)
          setLoad({ state: 'failed', message: t('sale_form_load_not_found'), retry: false });
        else setLoad({ state: 'failed', message: t('sale_form_load_failed'), retry: true });
      },
    );
    return () => {
      live = false;
    };
  }, [api, bienId, attempt, t]);

  if (load.state === 'loading') return <LoadingNotice testId="sale-form-loading" />;
  if (load.state === 'failed')
    return (
      <div
        className="kit-notice kit-notice--error ns-form-load-error"
        role="alert"
        data-testid="sale-form-load-error"
      >
        <p>{load.message}</p>
        <div className="ns-notice-actions">
          {load.retry ? (
            <button
              type="button"
              className="kit-button kit-button--secondary"
              onClick={() => setAttempt((n) => n + 1)}
            >
              {t('remote_retry')}
            </button>
          ) : null}
          <Link className="kit-button kit-button--secondary" to={salesListPath()}>
            {t('sale_form_back_to_list')}
          </Link>
        </div>
      </div>
    );
  return (
    <SaleFormStatusProvider>
      <style href="ns-form" precedence="default">
        {FORM_CSS}
      </style>
      <SaleFormEditor
        bienId={bienId}
        roleAssistance={roleAssistance}
        tabs={tabs}
        initialValues={load.values}
        restored={load.restored}
      />
    </SaleFormStatusProvider>
  );
}

/** Every key of Formik's nested errors as a wire name: 'ref_client', 'vendeurs.0.email'. */
export function errorKeys(errors: FormikErrors<unknown> | string | undefined, prefix = ''): string[] {
  if (errors === undefined || errors === null) return [];
  if (typeof errors === 'string') return prefix ? [prefix] : [];
  const keys: string[] = [];
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    keys.push(...errorKeys(value as FormikErrors<unknown>, prefix ? `${prefix}.${key}` : key));
  }
  return keys;
}

/** The error keys the user can see: core's once touched or after a submit, and the server's. */
function useVisibleErrorKeys(): string[] {
  const { errors, touched, submitCount, status, values } = useFormikContext<SaleFormValues>();
  const keys = new Set(errorKeys(errors).filter((key) => isErrorShown(touched, submitCount, key)));
  const server = status as SaleFormServerStatus | undefined;
  for (const key of Object.keys(server?.serverErrors ?? {})) {
    if (serverErrorOf(status, values, key)) keys.add(key);
  }
  return [...keys];
}

interface EditorProps extends Omit<SaleFormProps, 'bienId'> {
  bienId: number | null;
  initialValues: SaleFormValues;
  restored: boolean;
}

function SaleFormEditor({ bienId, roleAssistance, tabs, initialValues, restored }: EditorProps) {
  const { t, i18n } = useTranslation();
  const { api, storage, now } = useSaleEditorDependencies();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = initialTab(params.get('onglet'));
  const mode = saleFormMode(bienId);
  const locale: Locale = i18n.language?.startsWith('en') ? 'en' : 'fr';
  const [notice, setNotice] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [showRestored, setShowRestored] = useState(restored);
  const [visited, setVisited] = useState<ReadonlySet<SaleFormTab>>(() => new Set([tab]));
  // 'Vente enregistrée' after a save (the create lands here through navigate with this state).
  const location = useLocation();
  const [saved, setSaved] = useState<boolean>(
    () => (location.state as { saleSaved?: boolean } | null)?.saleSaved === true,
  );
  const [saves, setSaves] = useState(0);
  const [phase, setPhase] = useState<SalePhase>('upcoming');
  const readOnly = phase === 'ended';
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // A tab is built the first time it shows and then kept (an upload or the map goes on behind it).
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]));

  const selectTab = (next: SaleFormTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('onglet', TAB_IDS[next].onglet);
        return updated;
      },
      { replace: true },
    );

  const validate = useMemo(() => saleFormValidator(t, now), [t, now]);

  const onSubmit = async (values: SaleFormValues, helpers: FormikHelpers<SaleFormValues>) => {
    setNotice(null);
    setSaved(false);
    helpers.setStatus(NO_SERVER_ERRORS);
    // Spec §4: the values are kept locally while the save runs, and dropped once it is over.
    try {
      storage.setItem(SALE_FORM_DRAFT_KEY, JSON.stringify(values));
    } catch {
      // A full storage only loses the safety net, not the save.
    }
    try {
      const answer = await api<{ bienId: number }>(
        bienId === null ? '/v2/sell/agence-immo/create' : `/v2/sell/agence-immo/update/${bienId}`,
        { method: bienId === null ? 'POST' : 'PUT', json: values, expectUnauthorized: true },
      );
      if (!live.current) return;
      helpers.resetForm({ values, status: NO_SERVER_ERRORS });
      setShowRestored(false);
      setSaved(true);
      setSaves((n) => n + 1);
      navigate(savedSaleRedirectPath(answer.bienId), { state: { saleSaved: true } });
    } catch (cause) {
      if (!live.current) return;
      const failure = saveFailureOf(cause, locale, (code) => t(code));
      if (failure.kind === 'dialog') setDialogOpen(true);
      else {
        setNotice(failure.notice);
        helpers.setStatus({ serverErrors: failure.fields, submitted: values } satisfies SaleFormServerStatus);
      }
    } finally {
      storage.removeItem(SALE_FORM_DRAFT_KEY);
    }
  };

  const dialog = saveFailureDialog(locale);

  return (
    <Formik<SaleFormValues>
      initialValues={initialValues}
      initialStatus={NO_SERVER_ERRORS}
      validate={validate}
      validateOnChange
      validateOnBlur
      onSubmit={onSubmit}
    >
      {(formik) => (
        <Form className="ns-form" data-testid="sale-form" noValidate aria-labelledby="ns-form-title">
          <header className="ns-form-header">
            <div>
              <Link className="ns-back" to={salesListPath()}>
                <span aria-hidden="true">←</span> {t('sale_form_back_to_list')}
              </Link>
              <h1 id="ns-form-title" className="ns-page-title">
                {mode === 'create' ? t('sale_form_title_create') : t('sale_form_title_update')}
              </h1>
              {mode === 'update' ? (
                <p className="ns-form-subtitle">
                  {[formik.initialValues.ref_client, formik.initialValues.nom].filter(Boolean).join(' · ')}
                </p>
              ) : (
                <p className="ns-form-subtitle">{t('sale_form_intro_create')}</p>
              )}
            </div>
            {bienId !== null ? (
              <div className="ns-form-links">
                <SaleQualificationLinks
                  bienId={bienId}
                  className="kit-button kit-button--secondary ns-public-link"
                  testIdPrefix="sale-form"
                />
                <a className="kit-button kit-button--secondary ns-public-link" href={publicSalePath(bienId)}>
                  {t('space_public_page')}
                </a>
              </div>
            ) : null}
          </header>

          {showRestored ? (
            <div
              className="kit-notice kit-notice--info ns-restored"
              role="status"
              data-testid="draft-restored"
            >
              <span>{t('sale_form_draft_restored')}</span>
              <button
                type="button"
                className="ns-link-button"
                onClick={() => {
                  formik.resetForm({ values: defaultSaleFormValues(), status: NO_SERVER_ERRORS });
                  setShowRestored(false);
                }}
              >
                {t('sale_form_draft_discard')}
              </button>
            </div>
          ) : null}

          {saved && !notice ? (
            <div className="kit-notice kit-notice--success" role="status" data-testid="save-success">
              {t('sale_saved')}
            </div>
          ) : null}

          {bienId !== null ? <SaleStatePanel bienId={bienId} refresh={saves} onPhase={setPhase} /> : null}

          {notice ? (
            <div className="kit-notice kit-notice--error ns-save-error" role="alert" data-testid="save-error">
              {notice}
            </div>
          ) : null}

          <TabBar tab={tab} onSelect={selectTab} />

          {SALE_FORM_TABS.map((key) => {
            const Tab = tabs[key];
            return (
              <div
                key={key}
                role="tabpanel"
                id={`ns-panel-${key}`}
                aria-labelledby={`ns-tab-${key}`}
                className="ns-panel"
                hidden={key !== tab}
                data-testid={`panel-${TAB_IDS[key].onglet}`}
              >
                {visited.has(key) || key === tab ? (
                  <fieldset className="ns-read-only-fieldset" disabled={readOnly}>
                    <Tab bienId={bienId} roleAssistance={roleAssistance} />
                  </fieldset>
                ) : null}
              </div>
            );
          })}

          {readOnly ? null : <SubmitBar mode={mode} />}
          <FailedSubmitFocus tab={tab} onSelect={selectTab} />

          {dialogOpen ? (
            <div className="ns-dialog-backdrop">
              <div
                className="ns-dialog kit-card"
                role="alertdialog"
                aria-modal="true"
                aria-labelledby="ns-dialog-title"
                aria-describedby="ns-dialog-message"
                data-testid="save-error-dialog"
              >
                <h2 id="ns-dialog-title" className="ns-dialog-title">
                  {dialog.title}
                </h2>
                <p id="ns-dialog-message">{dialog.message}</p>
                <button
                  type="button"
                  className="kit-button"
                  // The dialog opens on a failed save: its one button is where the user goes next.
                  autoFocus
                  onClick={() => setDialogOpen(false)}
                >
                  {t('sale_form_dialog_ok')}
                </button>
              </div>
            </div>
          ) : null}
        </Form>
      )}
    </Formik>
  );
}

function TabBar({ tab, onSelect }: { tab: SaleFormTab; onSelect: (tab: SaleFormTab) => void }) {
  const { t } = useTranslation();
  const counts = errorCountByTab(useVisibleErrorKeys());
  return (
    <div className="ns-tabs" role="tablist" aria-label={t('sale_form_tabs_label')}>
      {SALE_FORM_TABS.map((key) => {
        const count = counts[key];
        return (
          <button
            key={key}
            type="button"
            role="tab"
            id={`ns-tab-${key}`}
            aria-selected={key === tab}
            aria-controls={`ns-panel-${key}`}
            className={`ns-tab${key === tab ? ' ns-tab--active' : ''}${count > 0 ? ' ns-tab--errors' : ''}`}
            data-testid={TAB_IDS[key].testId}
            onClick={() => onSelect(key)}
          >
            <span>{t(TAB_IDS[key].label)}</span>
            {count > 0 ? (
              <span
                className="ns-tab-badge"
                data-testid={`${TAB_IDS[key].testId}-errors`}
                aria-label={t('sale_form_tab_errors', { count })}
              >
                {count}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

function SubmitBar({ mode }: { mode: 'create' | 'update' }) {
  const { t } = useTranslation();
  const { isSubmitting, submitCount, isValid } = useFormikContext<SaleFormValues>();
  const { uploading } = useSaleFormStatus();
  const count = useVisibleErrorKeys().length;
  const busy = isSubmitting || uploading;
  return (
    <div className="ns-submit-bar">
      <p className="ns-submit-status" aria-live="polite">
        {uploading
          ? t('sale_form_uploading')
          : submitCount > 0 && !isValid && count > 0
            ? t('sale_form_invalid', { count })
            : ''}
      </p>
      <button
        type="submit"
        className="kit-button ns-submit"
        data-testid="sale-submit"
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('loading') : t(mode === 'create' ? 'sale_form_submit_create' : 'sale_form_submit_update')}
      </button>
    </div>
  );
}

/** After a refused submit, shows a tab with errors if the current one has none. */
function FailedSubmitFocus({ tab, onSelect }: { tab: SaleFormTab; onSelect: (tab: SaleFormTab) => void }) {
  const { submitCount, isSubmitting } = useFormikContext<SaleFormValues>();
  const keys = useVisibleErrorKeys();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === 0 || handled.current === submitCount || keys.length === 0) return;
    handled.current = submitCount;
    if (keys.some((key) => tabOfField(key) === tab)) return;
    const first = SALE_FORM_TABS.find((candidate) => keys.some((key) => tabOfField(key) === candidate));
    if (first) onSelect(first);
  }, [isSubmitting, submitCount, keys, tab, onSelect]);
  return null;
}
