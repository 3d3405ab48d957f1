import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.js';

void import(/* webpackMode: "eager" */ './modal.css').catch(() => undefined);

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's visible title (also its accessible name). */
  title: string;
  children: ReactNode;
  testId?: string;
  /** 'fullscreen' covers the page in dark (the photo gallery); 'dialog' is a centred card. */
  variant?: 'dialog' | 'wide' | 'fullscreen';
  /** The title can be read by screen readers only. */
  hideTitle?: boolean;
}

/**
 * A modal over the page: rendered into <body>, closed by Escape, the close button or a click on
 * the backdrop; focus moves in on opening and back where it was on closing; the page does not
 * scroll behind it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  testId,
  variant = 'dialog',
  hideTitle = false,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab') keepFocusInside(event, dialogRef.current);
    };
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <div
      className={`ppm-modal ppm-modal--${variant}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="ppm-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <header className="ppm-modal__header">
          <h2 id={titleId} className={hideTitle ? 'kit-visually-hidden' : 'ppm-modal__title'}>
            {title}
          </h2>
          <button type="button" className="ppm-modal__close" onClick={onClose} aria-label={t('media_close')}>
            <CloseIcon />
          </button>
        </header>
        <div className="ppm-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** Tab and Shift+Tab cycle within the dialog rather than escaping to the page behind it. */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement | null): void {
  if (!dialog) return;
  const focusable = Array.from(
    dialog.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), iframe, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    ),
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
