import { ApiError } from '@immo/kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NEWS_PATH } from '@immo/core';
import { useDependencies } from '../dependencies.js';
import { useDocumentTitle } from '../pages/use-document-title.js';

type Outcome = { kind: 'waiting' } | { kind: 'ok' | 'error'; message: string };

function useLinkCall(path: string): [Outcome, (token: string) => void] {
  const { t } = useTranslation();
  const { api } = useDependencies();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'waiting' });
  const call = (token: string) => {
    api<{ message: string }>(path, { method: 'POST', json: { token } }).then(
      (answer) => setOutcome({ kind: 'ok', message: answer.message }),
      (error: unknown) =>
        setOutcome({
          kind: 'error',
          message: error instanceof ApiError && error.message ? error.message : t('newsletter_link_invalid'),
        }),
    );
  };
  return [outcome, call];
}

function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (outcome.kind === 'waiting') return null;
  return (
    <>
      <p
        className={`kit-notice kit-notice--${outcome.kind === 'ok' ? 'success' : 'error'}`}
        role="status"
        data-testid="newsletter-outcome"
      >
        {outcome.message}
      </p>
      <p className="content-page__back">
        <Link to={NEWS_PATH}>{t('news_back')}</Link>
      </p>
    </>
  );
}

/** /newsletter/confirmation?token=…: the link of the confirmation e-mail confirms on arrival. */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [outcome, confirm] = useLinkCall('/newsletter/confirmation');
  const started = useRef(false);
  useDocumentTitle(t('newsletter_confirm_title'));
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm(params.get('token') ?? '');
  });
  return (
    <section className="content-page kit-card" data-testid="newsletter-confirm">
      <h1>{t('newsletter_confirm_title')}</h1>
      {outcome.kind === 'waiting' && <p role="status">{t('newsletter_confirming')}</p>}
      <OutcomeNotice outcome={outcome} />
    </section>
  );
}

/**
 * /newsletter/desinscription?token=…: one button, one click. The page does not unsubscribe on
 * arrival (mail scanners open links); mail clients POST the same address (List-Unsubscribe-Post).
 */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [outcome, leave] = useLinkCall('/newsletter/desinscription');
  useDocumentTitle(t('newsletter_unsubscribe_title'));
  return (
    <section className="content-page kit-card" data-testid="newsletter-unsubscribe">
      <h1>{t('newsletter_unsubscribe_title')}</h1>
      {outcome.kind === 'waiting' && (
        <>
          <p>{t('newsletter_unsubscribe_intro')}</p>
          <button type="button" className="kit-button" onClick={() => leave(params.get('token') ?? '')}>
            {t('newsletter_unsubscribe_button')}
          </button>
        </>
      )}
      <OutcomeNotice outcome={outcome} />
    </section>
  );
}
