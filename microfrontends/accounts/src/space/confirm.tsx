import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An inline confirmation of a destructive action (cancel a visit, delete a search): the question,
 * 'yes' and 'no', focus on 'no' so that a stray Enter keeps things as they are.
 */
export function Confirm({
  question,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
}: {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="bs-confirm" role="alertdialog" aria-labelledby={id} data-testid="confirm">
      <p id={id}>{question}</p>
      <div className="bs-actions">
        <button
          type="button"
          className="kit-button bs-button--danger"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? t('loading') : confirmLabel}
        </button>
        <button
          ref={keep}
          type="button"
          className="kit-button kit-button--secondary"
          onClick={onCancel}
          disabled={busy}
        >
          {t('bs_space_confirm_keep')}
        </button>
      </div>
    </div>
  );
}
