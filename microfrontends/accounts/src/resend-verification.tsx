import { normalizeEmail } from '@immo/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountsDependencies } from './dependencies.js';
import { failureText } from './form-errors.js';

type Sending =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; message: string }
  | { state: 'failed'; message: string };

/**
 * 'Renvoyer l'e-mail de vérification': POST /api/verification-email/resend answers the same
 * whatever the address (a new link only for an unverified account), so the notice says so.
 */
export function ResendVerification({ email }: { email: string }) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const [sending, setSending] = useState<Sending>({ state: 'idle' });

  async function resend() {
    setSending({ state: 'sending' });
    try {
      const answer = await api<{ message?: string } | null>('/api/verification-email/resend', {
        method: 'POST',
        json: { email: normalizeEmail(email) },
      });
      setSending({ state: 'sent', message: answer?.message || t('ap_verification_resent', { email }) });
    } catch (error) {
      setSending({ state: 'failed', message: failureText(error, t) });
    }
  }

  return (
    <div className="accounts-resend" data-testid="resend-verification">
      <button
        type="button"
        className="kit-button kit-button--secondary accounts-action"
        onClick={() => void resend()}
        disabled={sending.state === 'sending'}
        aria-busy={sending.state === 'sending'}
      >
        {sending.state === 'sending' ? t('loading') : t('ap_verification_resend')}
      </button>
      {sending.state === 'sent' && (
        <p className="kit-notice kit-notice--success accounts-notice" role="status">
          {sending.message}
        </p>
      )}
      {sending.state === 'failed' && (
        <p className="kit-notice kit-notice--error accounts-notice" role="alert">
          {sending.message}
        </p>
      )}
    </div>
  );
}
