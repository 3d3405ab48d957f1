// 'Notifications par e-mail' (issue 13): which notices the user receives, stored per user
// (GET/PUT /api/me/notifications). Each box saves at once; the server answers the choices in force.
import { NOTICE_KINDS, type NoticeKind, type NoticePreferences } from '@immo/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountsDependencies } from '../dependencies.js';

const PATH = '/api/me/notifications';

export function NoticePreferencesPanel() {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const [choices, setChoices] = useState<NoticePreferences | null>(null);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');

  useEffect(() => {
    let live = true;
    api<NoticePreferences>(PATH).then(
      (answer) => live && setChoices(answer),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const change = async (kind: NoticeKind, on: boolean) => {
    if (!choices) return;
    setChoices({ ...choices, [kind]: on });
    try {
      setChoices(await api<NoticePreferences>(PATH, { method: 'PUT', json: { [kind]: on } }));
      setStatus('saved');
    } catch {
      setChoices(choices);
      setStatus('failed');
    }
  };

  return (
    <section
      className="kit-card bs-panel"
      aria-labelledby="bs-details-notices"
      data-testid="notice-preferences"
    >
      <h2 id="bs-details-notices">{t('notice_preferences_title')}</h2>
      <p>{t('notice_preferences_intro')}</p>
      {choices && (
        <ul className="bs-notices">
          {NOTICE_KINDS.map((kind) => (
            <li key={kind}>
              <label className="bs-notices__choice">
                <input
                  type="checkbox"
                  data-testid={`notice-${kind}`}
                  checked={choices[kind]}
                  onChange={(event) => void change(kind, event.target.checked)}
                />{' '}
                {t(`notice_preference_${kind}`)}
              </label>
            </li>
          ))}
        </ul>
      )}
      {status === 'saved' && (
        <p className="kit-notice kit-notice--success" role="status" data-testid="notice-preferences-saved">
          {t('notice_preferences_saved')}
        </p>
      )}
      {status === 'failed' && (
        <p className="kit-notice kit-notice--error" role="alert">
          {t('bs_details_load_failed')}
        </p>
      )}
    </section>
  );
}
