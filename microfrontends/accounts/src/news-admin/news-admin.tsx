// The admin's news screen (/espace-admin/actualites, ROLE_ADMIN): the articles, drafts included;
// write, edit, illustrate, publish, unpublish, delete. The rules are core's (validateNewsArticle),
// checked here as on the server.
import { NEWS_LIMITS, validateNewsArticle, type DomainError, type NewsArticleForm } from '@immo/core';
import { ApiError } from '@immo/kit';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useAccountsDependencies } from '../dependencies.js';

export interface AdminArticleJson extends NewsArticleForm {
  id: number;
  imageUrl: string | null;
  cardImageUrl: string | null;
  published: boolean;
  publishedAt: string | null;
  updatedAt: string;
  path: string;
}

const EMPTY: NewsArticleForm = { title: '', summary: '', body: '', imageAlt: '' };
const ADMIN_API = '/api/espace-admin/actualites';

/** 24/11/2026 à 14 h 05 */
function frenchDateTime(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(date);
  const [h, m] = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(date)
    .split(':');
  return `${day} à ${h} h ${m}`;
}

type FieldErrors = Partial<Record<keyof NewsArticleForm | 'file' | 'form', string>>;

function errorsOf(error: DomainError, t: TFunction): FieldErrors {
  const fields: FieldErrors = {};
  for (const [field, fieldError] of Object.entries(error.fields ?? {})) {
    if (fieldError) fields[field as keyof FieldErrors] = t(fieldError.code, fieldError.params);
  }
  if (Object.keys(fields).length === 0) fields.form = t(error.code, error.params);
  return fields;
}

function ArticleEditor({
  article,
  onSaved,
  onClose,
}: {
  article: AdminArticleJson | null;
  onSaved: (article: AdminArticleJson) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api, upload } = useAccountsDependencies();
  const id = useId();
  const [values, setValues] = useState<NewsArticleForm>(
    article
      ? { title: article.title, summary: article.summary, body: article.body, imageAlt: article.imageAlt }
      : EMPTY,
  );
  const [current, setCurrent] = useState<AdminArticleJson | null>(article);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  const field = (name: keyof NewsArticleForm, label: string, multiline = false) => {
    const inputId = `${id}-${name}`;
    const common = {
      id: inputId,
      name,
      value: values[name],
      maxLength: NEWS_LIMITS[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${inputId}-error` : undefined,
      className: 'accounts-input',
    } as const;
    return (
      <div className="accounts-field">
        <label htmlFor={inputId}>{label}</label>
        {multiline ? (
          <textarea
            {...common}
            rows={name === 'body' ? 14 : 3}
            onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          />
        ) : (
          <input {...common} type="text" onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
        )}
        {errors[name] && (
          <p id={`${inputId}-error`} className="accounts-field-error" role="alert">
            {errors[name]}
          </p>
        )}
      </div>
    );
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setNotice('');
    const checked = validateNewsArticle(values);
    if (!checked.ok) {
      setErrors(errorsOf(checked.error, t));
      return;
    }
    setBusy(true);
    try {
      const saved = await api<AdminArticleJson>(current ? `${ADMIN_API}/${current.id}` : ADMIN_API, {
        method: current ? 'PUT' : 'POST',
        json: checked.value,
      });
      setCurrent(saved);
      setErrors({});
      setNotice(t('news_admin_saved'));
      onSaved(saved);
    } catch (error) {
      setErrors(
        error instanceof ApiError
          ? errorsOf((error.body as { error?: DomainError } | null)?.error ?? { code: 'invalid_input' }, t)
          : { form: t('login_network_error') },
      );
    } finally {
      setBusy(false);
    }
  }

  async function sendImage(file: File) {
    if (!current) return;
    setBusy(true);
    setNotice(t('news_admin_image_uploading'));
    try {
      const saved = await upload<AdminArticleJson>(`${ADMIN_API}/${current.id}/image`, file, () => undefined);
      setCurrent(saved);
      setErrors({});
      setNotice(t('news_admin_saved'));
      onSaved(saved);
    } catch (error) {
      setNotice('');
      setErrors({
        file: error instanceof ApiError && error.message ? error.message : t('login_network_error'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="kit-card news-admin__editor" onSubmit={save} noValidate data-testid="news-admin-editor">
      <h2>{current ? t('news_admin_edit') : t('news_admin_new')}</h2>
      {field('title', t('news_admin_field_title'))}
      {field('summary', t('news_admin_field_summary'), true)}
      {field('body', t('news_admin_field_body'), true)}
      <div className="accounts-field">
        <label htmlFor={`${id}-file`}>{t('news_admin_field_image')}</label>
        {current ? (
          <>
            {current.cardImageUrl ? (
              <img
                className="news-admin__preview"
                src={current.cardImageUrl}
                alt={current.imageAlt}
                width={320}
                height={180}
              />
            ) : (
              <p>{t('news_admin_image_none')}</p>
            )}
            <input
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png,image/heic"
              disabled={busy}
              aria-invalid={errors.file ? true : undefined}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void sendImage(file);
              }}
            />
            {errors.file && (
              <p className="accounts-field-error" role="alert">
                {errors.file}
              </p>
            )}
          </>
        ) : (
          <p id={`${id}-file`}>{t('news_admin_image_first_save')}</p>
        )}
      </div>
      {field('imageAlt', t('news_admin_field_image_alt'))}
      {errors.form && (
        <p className="kit-notice kit-notice--error" role="alert">
          {errors.form}
        </p>
      )}
      <p role="status" className="news-admin__notice">
        {notice}
      </p>
      <div className="news-admin__actions">
        <button type="submit" className="kit-button" disabled={busy} data-testid="news-admin-save">
          {t('news_admin_save')}
        </button>
        <button type="button" className="kit-button kit-button--secondary" onClick={onClose}>
          {t('news_admin_cancel')}
        </button>
      </div>
    </form>
  );
}

/** The screen: the list, and the editor of the article being written. */
export function NewsAdmin() {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const [articles, setArticles] = useState<AdminArticleJson[] | null>(null);
  const [failure, setFailure] = useState('');
  const [editing, setEditing] = useState<AdminArticleJson | 'new' | null>(null);

  const load = useCallback(() => {
    api<{ 'hydra:member': AdminArticleJson[] }>(ADMIN_API).then(
      (answer) => {
        setArticles(answer['hydra:member']);
        setFailure('');
      },
      (error: unknown) =>
        setFailure(error instanceof ApiError && error.message ? error.message : t('login_network_error')),
    );
  }, [api, t]);
  useEffect(load, [load]);

  const act = async (call: () => Promise<unknown>) => {
    try {
      await call();
      setFailure('');
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? error.message : t('login_network_error'));
    }
    load();
  };

  return (
    <section className="news-admin" data-testid="news-admin">
      <div className="news-admin__header">
        <h1>{t('news_admin_title')}</h1>
        <button
          type="button"
          className="kit-button"
          onClick={() => setEditing('new')}
          data-testid="news-admin-new"
        >
          {t('news_admin_new')}
        </button>
      </div>
      {failure && (
        <p className="kit-notice kit-notice--error" role="alert">
          {failure}
        </p>
      )}
      {editing && (
        <ArticleEditor
          key={editing === 'new' ? 'new' : editing.id}
          article={editing === 'new' ? null : editing}
          onSaved={() => load()}
          onClose={() => setEditing(null)}
        />
      )}
      {articles === null ? null : articles.length === 0 ? (
        <p>{t('news_admin_empty')}</p>
      ) : (
        <div className="kit-card news-admin__table-wrap">
          <table className="news-admin__table">
            <thead>
              <tr>
                <th scope="col">{t('news_admin_col_title')}</th>
                <th scope="col">{t('news_admin_col_status')}</th>
                <th scope="col">{t('news_admin_col_date')}</th>
                <th scope="col">{t('news_admin_col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {articles.map((article) => (
                <tr key={article.id} data-testid={`news-admin-row-${article.id}`}>
                  <th scope="row">{article.title}</th>
                  <td>
                    {article.published ? t('news_admin_status_published') : t('news_admin_status_draft')}
                  </td>
                  <td>{frenchDateTime(article.publishedAt ?? article.updatedAt)}</td>
                  <td className="news-admin__row-actions">
                    <button
                      type="button"
                      className="kit-button kit-button--secondary"
                      onClick={() => setEditing(article)}
                    >
                      {t('news_admin_edit')}
                    </button>
                    <button
                      type="button"
                      className="kit-button kit-button--secondary"
                      data-testid="news-admin-publish"
                      onClick={() =>
                        void act(() =>
                          api(`${ADMIN_API}/${article.id}/publication`, {
                            method: 'PUT',
                            json: { published: !article.published },
                          }),
                        )
                      }
                    >
                      {article.published ? t('news_admin_unpublish') : t('news_admin_publish')}
                    </button>
                    {article.published && <a href={article.path}>{t('news_admin_view')}</a>}
                    <button
                      type="button"
                      className="kit-button kit-button--secondary news-admin__delete"
                      onClick={() => {
                        if (window.confirm(t('news_admin_delete_confirm', { title: article.title }))) {
                          void act(() => api(`${ADMIN_API}/${article.id}`, { method: 'DELETE' }));
                        }
                      }}
                    >
                      {t('news_admin_delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
