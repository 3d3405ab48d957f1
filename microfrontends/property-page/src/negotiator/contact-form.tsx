import { apiRequest, ApiError, selectSession } from '@immo/kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

type Fields = { nom: string; email: string; telephone: string; message: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

/** The server's own texts per field (it speaks the page's language). */
function fieldErrorsOf(error: unknown): FieldErrors {
  const fields =
    (error instanceof ApiError
      ? (error.body as { error?: { fields?: Record<string, { message?: string }> } } | null)?.error?.fields
      : undefined) ?? {};
  return Object.fromEntries(
    Object.entries(fields).map(([name, e]) => [name, e?.message ?? '']),
  ) as FieldErrors;
}

/**
 * 'Contacter le négociateur' (issue 12): name, e-mail, phone, message; a logged-in user's name and
 * e-mail pre-filled. POST /api/bien/{bien}/contact stores it and mails the negotiator.
 */
export function ContactForm({
  bienId,
  request = apiRequest,
}: {
  bienId: number;
  request?: typeof apiRequest;
}) {
  const { t } = useTranslation();
  const { user } = useSelector(selectSession);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Fields>(() => ({
    nom: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    telephone: '',
    message: '',
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' | 'sent' } | { kind: 'failed'; text: string }
  >({
    kind: 'idle',
  });

  if (!open)
    return (
      <button type="button" className="kit-button" data-testid="contact-open" onClick={() => setOpen(true)}>
        {t('contact_open')}
      </button>
    );
  if (state.kind === 'sent')
    return (
      <p className="kit-notice kit-notice--success" role="status" data-testid="contact-sent">
        {t('contact_sent')}
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setState({ kind: 'sending' });
    try {
      await request(`/api/bien/${bienId}/contact`, {
        method: 'POST',
        json: { ...values, telephone: values.telephone.trim() || undefined },
      });
      setState({ kind: 'sent' });
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      setState({
        kind: 'failed',
        text: failure instanceof ApiError && failure.message ? failure.message : t('contact_failed'),
      });
    }
  };

  const field = (name: keyof Fields, label: string, type = 'text', required = true) => (
    <label className="pp-contact__field">
      <span>{label}</span>
      {name === 'message' ? (
        <textarea
          name={name}
          rows={4}
          required={required}
          maxLength={2000}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          data-testid={`contact-${name}`}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      ) : (
        <input
          name={name}
          type={type}
          required={required}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          data-testid={`contact-${name}`}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        />
      )}
      {errors[name] ? <span className="pp-contact__error">{errors[name]}</span> : null}
    </label>
  );

  return (
    <form
      className="pp-contact"
      onSubmit={(event) => void submit(event)}
      data-testid="contact-form"
      noValidate
    >
      <h3 className="pp-contact__title">{t('contact_title')}</h3>
      <p className="pp-contact__intro">{t('contact_intro')}</p>
      {field('nom', t('contact_name'))}
      {field('email', t('contact_email'), 'email')}
      {field('telephone', t('contact_phone'), 'tel', false)}
      {field('message', t('contact_message'))}
      {state.kind === 'failed' ? (
        <p className="kit-notice kit-notice--error" role="alert" data-testid="contact-error">
          {state.text}
        </p>
      ) : null}
      <button
        type="submit"
        className="kit-button"
        disabled={state.kind === 'sending'}
        data-testid="contact-send"
      >
        {state.kind === 'sending' ? t('contact_sending') : t('contact_send')}
      </button>
    </form>
  );
}

export const CONTACT_CSS = `
.pp-contact { display: grid; gap: 0.6rem; margin-top: 0.75rem; }
.pp-contact__title { font-size: 1.05rem; margin: 0; }
.pp-contact__intro { margin: 0; color: var(--kit-muted, #555); font-size: 0.9rem; }
.pp-contact__field { display: grid; gap: 0.25rem; font-weight: 600; font-size: 0.9rem; }
.pp-contact__field input, .pp-contact__field textarea { font: inherit; font-weight: 400; padding: 0.5rem; border: 1px solid #c8ccd2; border-radius: 6px; width: 100%; box-sizing: border-box; }
.pp-contact__error { color: #b3261e; font-weight: 400; }
.pp-contact .kit-button { justify-self: start; }
`;
