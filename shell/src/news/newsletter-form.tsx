import { newsletterEmail } from '@immo/core';
import { ApiError } from '@immo/kit';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDependencies } from '../dependencies.js';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/**
 * The newsletter form (footer and news page): one address, the consent text beside the button,
 * double opt-in — the answer only says to check the inbox, whatever the address was.
 */
export function NewsletterForm({ variant }: { variant: 'footer' | 'page' }) {
  const { t } = useTranslation();
  const { api } = useDependencies();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = newsletterEmail(email);
    if (!checked.ok) {
      setState({ kind: 'error', message: t(checked.error.code) });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const answer = await api<{ message: string }>('/newsletter', { method: 'POST', json: { email } });
      setState({ kind: 'done', message: answer.message });
      setEmail('');
    } catch (error) {
      setState({
        kind: 'error',
        message: error instanceof ApiError && error.message ? error.message : t('login_network_error'),
      });
    }
  }

  return (
    <form
      className={`newsletter-form newsletter-form--${variant}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid={`newsletter-form-${variant}`}
    >
      <h2 id={`${id}-title`}>{t('newsletter_title')}</h2>
      <p className="newsletter-form__intro">{t('newsletter_intro')}</p>
      <label htmlFor={`${id}-email`}>{t('newsletter_email_label')}</label>
      <div className="newsletter-form__row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={`${id}-consent ${id}-status`}
          aria-invalid={state.kind === 'error'}
          required
        />
        <button type="submit" className="kit-button" disabled={state.kind === 'sending'}>
          {t('newsletter_submit')}
        </button>
      </div>
      <p id={`${id}-consent`} className="newsletter-form__consent">
        {t('newsletter_consent')}
      </p>
      <p
        id={`${id}-status`}
        role="status"
        className={`newsletter-form__status newsletter-form__status--${state.kind}`}
      >
        {state.kind === 'done' || state.kind === 'error' ? state.message : ''}
      </p>
    </form>
  );
}
