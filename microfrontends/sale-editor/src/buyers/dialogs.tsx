// The screens' modal dialogs: one frame (focus kept inside, Escape closes, focus given back), a
// confirmation, and a reason to give (a refusal, a withdrawn right to bid).
import { Form, Formik, useField } from 'formik';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** Closing is refused while an answer is awaited. */
  busy?: boolean;
}

/** A modal dialog: labelled by its title, focus trapped inside, Escape closes, focus restored after. */
export function Dialog({ title, onClose, children, testId, busy = false }: DialogProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      box.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = Array.from(box.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="nb-backdrop">
      <div
        ref={box}
        className="kit-card nb-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="nb-dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

/** The dialog's buttons: 'Annuler', then the action (a submit button when `onConfirm` is not given). */
export function DialogActions({
  confirmLabel,
  busy,
  danger,
  onCancel,
  onConfirm,
  testId = 'dialog-confirm',
}: {
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  onCancel: () => void;
  onConfirm?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="nb-dialog-actions">
      <button type="button" className="kit-button kit-button--secondary" onClick={onCancel} disabled={busy}>
        {t('negotiator_cancel')}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={`kit-button${danger ? ' nb-button--danger' : ''}`}
        onClick={onConfirm}
        disabled={busy}
        aria-busy={busy}
        data-testid={testId}
      >
        {busy ? t('loading') : confirmLabel}
      </button>
    </div>
  );
}

/** The action's failure inside its dialog, read out as it appears. */
export function DialogError({ message }: { message: string | null }) {
  return message ? (
    <p className="kit-notice kit-notice--error nb-dialog-error" role="alert" data-testid="dialog-error">
      {message}
    </p>
  ) : null;
}

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Rejects with the text to show when the action failed; the dialog stays open then. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  testId?: string;
}

/** 'Are you sure?': the action runs on confirmation; a failure is said inside the dialog. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(String(failure instanceof Error ? failure.message : failure));
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} onClose={onClose} testId={testId} busy={busy}>
      <div className="nb-dialog-message">{message}</div>
      <DialogError message={error} />
      <DialogActions
        confirmLabel={confirmLabel}
        busy={busy}
        danger={danger}
        onCancel={onClose}
        onConfirm={() => void confirm()}
      />
    </Dialog>
  );
}

interface ReasonDialogProps {
  title: string;
  intro: ReactNode;
  label: string;
  confirmLabel: string;
  /** The reason's rule: the error text, or null when the reason is acceptable. */
  check: (reason: string) => string | null;
  /** Shown under the field as the count of characters typed. */
  maxLength?: number;
  /** Rejects with the text to show (or field errors by name, `reason` among them). */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
  testId?: string;
}

export class ReasonRejected extends Error {
  constructor(readonly reasonError: string) {
    super(reasonError);
  }
}

function ReasonField({ label, maxLength }: { label: string; maxLength?: number }) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>('reason');
  const id = useId();
  const shownError = meta.touched && meta.error ? meta.error : null;
  const length = [...field.value].length;
  return (
    <div className="nb-field">
      <label htmlFor={id} className="nb-label">
        {label}
      </label>
      <textarea
        {...field}
        id={id}
        className="ns-input nb-textarea"
        rows={4}
        data-autofocus
        aria-invalid={shownError ? 'true' : undefined}
        aria-describedby={`${id}-count${shownError ? ` ${id}-error` : ''}`}
      />
      <div className="nb-field-foot">
        {shownError ? (
          <span id={`${id}-error`} className="nb-field-error" data-testid="field-error-reason">
            {shownError}
          </span>
        ) : (
          <span />
        )}
        {maxLength !== undefined ? (
          <span
            id={`${id}-count`}
            className={`nb-count${length > maxLength ? ' nb-count--over' : ''}`}
            aria-label={t('negotiator_reason_count', { count: length, max: maxLength })}
          >
            {length}/{maxLength}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** A reason to give before the action runs: checked by `check` on change and on submit. */
export function ReasonDialog({
  title,
  intro,
  label,
  confirmLabel,
  check,
  maxLength,
  onSubmit,
  onClose,
  testId,
}: ReasonDialogProps) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Formik<{ reason: string }>
      initialValues={{ reason: '' }}
      validate={({ reason }) => {
        const problem = check(reason);
        return problem === null ? {} : { reason: problem };
      }}
      onSubmit={async ({ reason }, helpers) => {
        setError(null);
        try {
          await onSubmit(reason.trim());
        } catch (failure) {
          if (failure instanceof ReasonRejected) helpers.setFieldError('reason', failure.reasonError);
          else setError(String(failure instanceof Error ? failure.message : failure));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Dialog title={title} onClose={onClose} testId={testId} busy={isSubmitting}>
          <Form noValidate>
            <div className="nb-dialog-message">{intro}</div>
            <ReasonField label={label} maxLength={maxLength} />
            <DialogError message={error} />
            <DialogActions confirmLabel={confirmLabel} busy={isSubmitting} danger onCancel={onClose} />
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
