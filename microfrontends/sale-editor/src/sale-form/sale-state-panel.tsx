import { ApiError } from '@immo/kit';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaleEditorDependencies } from '../space/dependencies.js';
import { formatDateTimeShort } from '../space/format.js';

interface Missing {
  code: string;
  field: string;
  message: string;
}

interface PublicationJson {
  publie: boolean;
  datePublication: string | null;
  manquants: Missing[];
  hasBids: boolean;
  message?: string;
}

interface PageJson {
  phase: 'upcoming' | 'live' | 'ended';
  enchere: { dateFin: string; newDateFin: string } | null;
  issue: { kind: string; label: string } | null;
}

/** Where the sale stands, as the form needs it: its phase decides what may still change. */
export type SalePhase = PageJson['phase'];

/**
 * Above the sale form (update mode): the publication (draft or published, what publishing still
 * needs, Publier / Repasser en brouillon), the live end once the sale is open (planned and extended,
 * read-only: the form never writes it back) and, once ended, the outcome and the read-only notice.
 */
export function SaleStatePanel({
  bienId,
  refresh,
  onPhase,
}: {
  bienId: number;
  /** Changes after each save, to read the state again. */
  refresh: number;
  onPhase: (phase: SalePhase) => void;
}) {
  const { t, i18n } = useTranslation();
  const { api } = useSaleEditorDependencies();
  const [publication, setPublication] = useState<PublicationJson | null>(null);
  const [page, setPage] = useState<PageJson | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{
    kind: 'success' | 'error';
    text: string;
    missing?: string[];
  } | null>(null);

  const read = useCallback(async () => {
    const [state, sale] = await Promise.all([
      api<PublicationJson>(`/api/negociateur/bien/${bienId}/publication`).catch(() => null),
      api<PageJson>(`/api/bien/${bienId}/page`).catch(() => null),
    ]);
    setPublication(state);
    setPage(sale);
    if (sale) onPhase(sale.phase);
  }, [api, bienId, onPhase]);

  useEffect(() => {
    void read();
  }, [read, refresh]);

  const act = async (action: 'publier' | 'depublier') => {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await api<PublicationJson>(`/api/negociateur/bien/${bienId}/${action}`, {
        method: 'POST',
      });
      setMessage({ kind: 'success', text: answer.message ?? '' });
      await read();
    } catch (error) {
      const body =
        error instanceof ApiError ? (error.body as { error?: { fields?: Record<string, Missing> } }) : null;
      const fields = body?.error?.fields;
      setMessage({
        kind: 'error',
        text: error instanceof Error ? error.message : t('sale_form_load_failed'),
        ...(fields ? { missing: Object.values(fields).map((field) => field.message) } : {}),
      });
    } finally {
      setBusy(false);
    }
  };

  if (!publication) return null;
  const lang = i18n.language;
  return (
    <section
      className="ns-sale-state kit-card"
      aria-labelledby="ns-sale-state-title"
      data-testid="sale-state"
    >
      <h2 id="ns-sale-state-title" className="ns-sale-state-title">
        <span
          className={`ns-badge ${publication.publie ? 'ns-badge--published' : 'ns-badge--draft'}`}
          data-testid="publication-badge"
        >
          {t(publication.publie ? 'publication_published' : 'publication_draft')}
        </span>
        {page?.issue ? (
          <span className="ns-badge ns-badge--outcome" data-testid="sale-outcome">
            {page.issue.label}
          </span>
        ) : null}
      </h2>
      <p>
        {publication.publie && publication.datePublication
          ? t('publication_published_notice', {
              date: formatDateTimeShort(publication.datePublication, lang),
            })
          : t('publication_draft_notice')}
      </p>
      {!publication.publie && publication.manquants.length > 0 && !message?.missing ? (
        <div data-testid="publication-missing">
          <p>{t('sale_publication_incomplete')}</p>
          <ul>
            {publication.manquants.map((item) => (
              <li key={item.code}>{item.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {page?.phase === 'live' && page.enchere ? (
        <p className="kit-notice kit-notice--info" data-testid="live-end">
          {t('sale_live_dates_locked', {
            planned: formatDateTimeShort(page.enchere.dateFin, lang),
            live: formatDateTimeShort(page.enchere.newDateFin, lang),
          })}
        </p>
      ) : null}
      {page?.phase === 'ended' ? (
        <p className="kit-notice kit-notice--info" data-testid="sale-read-only">
          {t('sale_read_only_notice')}
        </p>
      ) : null}
      <div className="ns-notice-actions">
        {publication.publie ? (
          publication.hasBids ? null : (
            <button
              type="button"
              className="kit-button kit-button--secondary"
              disabled={busy}
              onClick={() => void act('depublier')}
              data-testid="unpublish"
            >
              {t('publication_unpublish')}
            </button>
          )
        ) : (
          <button
            type="button"
            className="kit-button"
            disabled={busy}
            onClick={() => void act('publier')}
            data-testid="publish"
          >
            {busy ? t('loading') : t('publication_publish')}
          </button>
        )}
      </div>
      {message ? (
        <div
          className={`kit-notice ${message.kind === 'success' ? 'kit-notice--success' : 'kit-notice--error'}`}
          role={message.kind === 'success' ? 'status' : 'alert'}
          data-testid="publication-message"
        >
          <p>{message.text}</p>
          {message.missing ? (
            <ul>
              {message.missing.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
