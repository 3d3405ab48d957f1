import {
  DOCUMENT_KINDS,
  DOCUMENT_MAX_BYTES,
  isPdf,
  type DocumentKind,
  type DocumentView,
  type ManagedDocumentView,
  type SaleDocuments,
} from '@immo/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../buyers/dialogs.js';
import { SaleHeader, SaleLoadFailure } from '../buyers/sale-header.js';
import { actionFailureMessage, useApiGet } from '../buyers/use-api.js';
import { saleIdOf } from '../sale-form/sale-form-page.js';
import { useSaleEditorDependencies } from '../space/dependencies.js';
import { LoadingNotice } from '../space/load-states.js';

export const documentsApi = {
  list: (bienId: number) => `/v2/sell/documents/${bienId}`,
  upload: (bienId: number) => `/v2/sell/documents/upload/${bienId}`,
  one: (documentId: number) => `/v2/sell/documents/${documentId}`,
  download: (documentId: number) => `/download/private/${documentId}`,
};

/** What the form checks before sending (the server checks again): a PDF by its first bytes, 20 MB at most. */
export async function documentFileProblem(file: File | null): Promise<string | null> {
  if (!file) return 'sale_documents_file_required';
  if (file.size > DOCUMENT_MAX_BYTES) return 'sale_documents_too_large';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return isPdf(head) ? null : 'documents_pdf_only';
}

const dateOf = (doc: ManagedDocumentView): string => {
  const [day] = doc.date.date.split(' ');
  const [y, m, d] = (day ?? '').split('-');
  return `${d}/${m}/${y}`;
};

function KindSelect({
  id,
  value,
  label,
  onChange,
  disabled,
  testId,
}: {
  id: string;
  value: DocumentKind;
  label?: string;
  onChange: (kind: DocumentKind) => void;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      className="ns-input"
      value={value}
      aria-label={label}
      disabled={disabled}
      data-testid={testId}
      onChange={(event) => onChange(event.target.value as DocumentKind)}
    >
      {DOCUMENT_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {t(`document_kind_${kind}`)}
        </option>
      ))}
    </select>
  );
}

function UploadForm({
  bienId,
  onUploaded,
}: {
  bienId: number;
  onUploaded: (doc: ManagedDocumentView) => void;
}) {
  const { t } = useTranslation();
  const { api } = useSaleEditorDependencies();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<DocumentKind>('diagnostic_dpe');
  const [free, setFree] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = await documentFileProblem(file);
    if (problem || !file) return setError(t(problem ?? 'sale_documents_file_required'));
    const body = new FormData();
    body.append('file', file, file.name);
    body.append('nom', name.trim() === '' ? file.name : name.trim());
    body.append('kind', kind);
    body.append('acces', String(free));
    setBusy(true);
    try {
      const added = await api<DocumentView>(documentsApi.upload(bienId), { method: 'POST', body });
      onUploaded({ ...added, kind, taille: file.size });
      setFile(null);
      setName('');
      setFormKey((n) => n + 1);
    } catch (failure) {
      setError(actionFailureMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="kit-card nd-upload"
      onSubmit={(event) => void submit(event)}
      data-testid="document-upload"
    >
      <h2 className="nd-subtitle">{t('sale_documents_upload_title')}</h2>
      <div className="nd-upload-grid">
        <label className="nd-field">
          <span>{t('sale_documents_file')}</span>
          <input
            key={formKey}
            type="file"
            accept="application/pdf,.pdf"
            data-testid="document-file"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <label className="nd-field">
          <span>{t('sale_documents_name')}</span>
          <input
            className="ns-input"
            value={name}
            maxLength={255}
            placeholder={file?.name ?? ''}
            data-testid="document-name"
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label className="nd-field" htmlFor="nd-kind">
          <span>{t('sale_documents_kind')}</span>
          <KindSelect id="nd-kind" value={kind} onChange={setKind} testId="document-kind" />
        </label>
        <fieldset className="nd-field nd-access">
          <legend>{t('sale_documents_access')}</legend>
          <label>
            <input
              type="radio"
              name="acces"
              checked={!free}
              onChange={() => setFree(false)}
              data-testid="access-restricted"
            />{' '}
            {t('sale_documents_restricted')}
          </label>
          <label>
            <input
              type="radio"
              name="acces"
              checked={free}
              onChange={() => setFree(true)}
              data-testid="access-free"
            />{' '}
            {t('sale_documents_free')}
          </label>
        </fieldset>
      </div>
      {error ? (
        <p className="kit-notice kit-notice--error" role="alert" data-testid="upload-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="kit-button" disabled={busy} data-testid="document-submit">
        {busy ? t('sale_documents_uploading') : t('sale_documents_upload')}
      </button>
    </form>
  );
}

type Change = { nom?: string; kind?: DocumentKind; acces?: boolean };

function DocumentRow({
  doc,
  onChange,
  onDelete,
}: {
  doc: ManagedDocumentView;
  onChange: (change: Change) => Promise<void>;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (change: Change) => {
    setBusy(true);
    try {
      await onChange(change);
      setRenaming(null);
    } finally {
      setBusy(false);
    }
  };
  const size = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR').format(
    Math.ceil(doc.taille / 1024),
  );
  return (
    <tr data-testid="document-row" data-document-id={doc.id}>
      <td data-label={t('documents_column_name')}>
        {renaming === null ? (
          <a href={documentsApi.download(doc.id)} className="nd-name" data-testid="document-row-name">
            {doc.nom}
          </a>
        ) : (
          <form
            className="nd-rename"
            onSubmit={(event) => {
              event.preventDefault();
              void run({ nom: renaming });
            }}
          >
            <input
              className="ns-input"
              value={renaming}
              maxLength={255}
              aria-label={t('sale_documents_rename_label', { name: doc.nom })}
              data-testid="document-rename-input"
              onChange={(event) => setRenaming(event.target.value)}
            />
            <button
              type="submit"
              className="kit-button"
              disabled={busy || renaming.trim() === ''}
              data-testid="document-rename-save"
            >
              {t('sale_documents_save')}
            </button>
            <button
              type="button"
              className="kit-button kit-button--secondary"
              onClick={() => setRenaming(null)}
            >
              {t('sale_documents_cancel')}
            </button>
          </form>
        )}
        <span className="ns-muted nd-meta">
          {dateOf(doc)} · {t('sale_documents_size', { size })}
        </span>
      </td>
      <td data-label={t('sale_documents_kind')}>
        <KindSelect
          id={`nd-kind-${doc.id}`}
          value={doc.kind}
          label={t('sale_documents_kind_of', { name: doc.nom })}
          disabled={busy}
          onChange={(kind) => void run({ kind })}
          testId="document-row-kind"
        />
      </td>
      <td data-label={t('sale_documents_access')}>
        <span className={`nd-dot nd-dot--${doc.acces ? 'free' : 'restricted'}`} aria-hidden="true" />{' '}
        <span data-testid="document-row-access">
          {doc.acces ? t('sale_documents_free') : t('sale_documents_restricted')}
        </span>
      </td>
      <td className="nd-actions" data-label={t('sale_documents_actions')}>
        <button
          type="button"
          className="kit-button kit-button--secondary"
          disabled={busy}
          data-testid="document-toggle-access"
          onClick={() => void run({ acces: !doc.acces })}
        >
          {doc.acces ? t('sale_documents_make_restricted') : t('sale_documents_make_free')}
        </button>
        <button
          type="button"
          className="kit-button kit-button--secondary"
          disabled={busy || renaming !== null}
          data-testid="document-rename"
          onClick={() => setRenaming(doc.nom)}
        >
          {t('sale_documents_rename')}
        </button>
        <button
          type="button"
          className="kit-button kit-button--secondary nb-button--danger"
          disabled={busy}
          data-testid="document-delete"
          onClick={onDelete}
        >
          {t('sale_documents_delete')}
        </button>
      </td>
    </tr>
  );
}

/**
 * A sale's documents (spec §3.2, §5.6, §6; issue 12): upload PDFs with a type and an access, rename,
 * change the type or the access, delete. The property page reads the same records: changes apply at once.
 */
export function SaleDocumentsPage() {
  const { t } = useTranslation();
  const { api } = useSaleEditorDependencies();
  const bienId = saleIdOf(useParams().id);
  const { load, retry, update } = useApiGet<SaleDocuments>(
    bienId === null ? null : documentsApi.list(bienId),
  );
  const [flash, setFlash] = useState<{ text: string; error: boolean } | null>(null);
  const [deleting, setDeleting] = useState<ManagedDocumentView | null>(null);

  if (bienId === null) return <SaleLoadFailure status={404} message="" onRetry={retry} />;

  const replace = (doc: ManagedDocumentView) =>
    update((data) => ({ ...data, documents: data.documents.map((d) => (d.id === doc.id ? doc : d)) }));

  const change = (doc: ManagedDocumentView) => async (body: Change) => {
    try {
      const changed = await api<ManagedDocumentView>(documentsApi.one(doc.id), { method: 'PUT', json: body });
      replace(changed);
      setFlash({ text: t('sale_documents_saved', { name: changed.nom }), error: false });
    } catch (failure) {
      setFlash({ text: actionFailureMessage(failure, t), error: true });
      throw failure;
    }
  };

  const remove = async (doc: ManagedDocumentView) => {
    try {
      await api<unknown>(documentsApi.one(doc.id), { method: 'DELETE' });
    } catch (failure) {
      throw new Error(actionFailureMessage(failure, t), { cause: failure });
    }
    update((data) => ({ ...data, documents: data.documents.filter((d) => d.id !== doc.id) }));
    setDeleting(null);
    setFlash({ text: t('sale_documents_deleted', { name: doc.nom }), error: false });
  };

  return (
    <section className="nb-page" aria-labelledby="nd-title" data-testid="sale-documents">
      <SaleHeader bienId={bienId} title={t('sale_documents_title')} titleId="nd-title" />
      <p className="ns-page-intro">{t('sale_documents_intro')}</p>
      {flash ? (
        <p
          className={`kit-notice kit-notice--${flash.error ? 'error' : 'success'} nb-flash`}
          role={flash.error ? 'alert' : 'status'}
          data-testid="documents-flash"
        >
          {flash.text}
        </p>
      ) : null}
      {load.state === 'loading' ? (
        <LoadingNotice />
      ) : load.state === 'failed' ? (
        <SaleLoadFailure status={load.status} message={t('sale_documents_failed')} onRetry={retry} />
      ) : (
        <>
          <UploadForm
            bienId={bienId}
            onUploaded={(doc) => {
              update((data) => ({ ...data, documents: [...data.documents, doc] }));
              setFlash({ text: t('sale_documents_uploaded', { name: doc.nom }), error: false });
            }}
          />
          <p className="ns-sales-count" aria-live="polite">
            {t('sale_documents_count', { count: load.data.documents.length })}
          </p>
          {load.data.documents.length === 0 ? (
            <div className="ns-empty kit-card" data-testid="documents-empty">
              <p>{t('sale_documents_empty')}</p>
            </div>
          ) : (
            <table className="ns-sales-table nd-table">
              <thead>
                <tr>
                  <th scope="col">{t('documents_column_name')}</th>
                  <th scope="col">{t('sale_documents_kind')}</th>
                  <th scope="col">{t('sale_documents_access')}</th>
                  <th scope="col">{t('sale_documents_actions')}</th>
                </tr>
              </thead>
              <tbody>
                {load.data.documents.map((doc) => (
                  <DocumentRow
                    key={doc.id}
                    doc={doc}
                    onChange={change(doc)}
                    onDelete={() => setDeleting(doc)}
                  />
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('sale_documents_delete_title', { name: deleting.nom })}
          message={t('sale_documents_delete_text')}
          confirmLabel={t('sale_documents_delete')}
          danger
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
          testId="document-delete-dialog"
        />
      ) : null}
    </section>
  );
}

export const SALE_DOCUMENTS_CSS = `
.nd-upload { display: grid; gap: 0.75rem; margin-bottom: 1rem; }
.nd-subtitle { font-size: 1.1rem; margin: 0; }
.nd-upload-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 0.75rem 1rem; }
.nd-field { display: grid; gap: 0.3rem; font-weight: 600; }
.nd-field > span, .nd-field > legend { font-size: 0.9rem; }
.nd-access { border: 0; padding: 0; margin: 0; font-weight: 400; }
.nd-access label { display: block; }
.nd-upload .kit-button { justify-self: start; }
.nd-name { font-weight: 600; word-break: break-word; }
.nd-meta { display: block; font-size: 0.85rem; }
.nd-rename { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.nd-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.nd-dot { display: inline-block; width: 0.6rem; height: 0.6rem; border-radius: 50%; }
.nd-dot--free { background: #2e8540; }
.nd-dot--restricted { background: #c62828; }
`;
