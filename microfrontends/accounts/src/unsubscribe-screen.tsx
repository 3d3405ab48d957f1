// The page an alert's unsubscribe link opens (/desabonnement?jeton=…), without login: it says what
// the link stops and asks first — a mail scanner opening the link changes nothing — then confirms.
import { BUYER_SPACE_SECTIONS, type NoticeKind } from '@immo/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountsDependencies } from './dependencies.js';

const PATH = '/api/notifications/desabonnement';

type Step =
  | { step: 'loading' }
  | { step: 'ask'; kind: NoticeKind }
  | { step: 'done'; kind: NoticeKind }
  | { step: 'invalid' };

export function UnsubscribeScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const [state, setState] = useState<Step>({ step: 'loading' });

  useEffect(() => {
    let live = true;
    api<{ kind: NoticeKind; unsubscribed: boolean }>(`${PATH}/apercu`, {
      method: 'POST',
      json: { token },
    }).then(
      (answer) => live && setState({ step: answer.unsubscribed ? 'done' : 'ask', kind: answer.kind }),
      () => live && setState({ step: 'invalid' }),
    );
    return () => {
      live = false;
    };
  }, [api, token]);

  const confirm = async (kind: NoticeKind) => {
    try {
      await api(PATH, { method: 'POST', json: { token } });
      setState({ step: 'done', kind });
    } catch {
      setState({ step: 'invalid' });
    }
  };

  return (
    <main className="accounts-page" data-testid="unsubscribe-page">
      <section className="kit-card accounts-card">
        <h1>{t('unsubscribe_title')}</h1>
        {state.step === 'ask' && (
          <>
            <p>{t('unsubscribe_question', { kind: t(`notice_preference_${state.kind}`) })}</p>
            <button
              type="button"
              className="kit-button"
              data-testid="unsubscribe-confirm"
              onClick={() => void confirm(state.kind)}
            >
              {t('unsubscribe_confirm')}
            </button>
          </>
        )}
        {state.step === 'done' && (
          <p className="kit-notice kit-notice--success" role="status" data-testid="unsubscribe-done">
            {t('unsubscribe_done')} <a href={BUYER_SPACE_SECTIONS.details}>{t('bs_space_nav_details')}</a>
          </p>
        )}
        {state.step === 'invalid' && (
          <p className="kit-notice kit-notice--error" role="alert" data-testid="unsubscribe-invalid">
            {t('unsubscribe_invalid')}
          </p>
        )}
      </section>
    </main>
  );
}
