import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface ModalProps {
  title: string;
  /** Escape and a click on the backdrop call it; absent while the dialog must stay (a bid being posted). */
  onDismiss?: () => void;
  testId?: string;
  tone?: 'default' | 'success';
  children: ReactNode;
}

/** A modal dialog over the page, focus moved into it; rendered at the end of the body. */
export function Modal({ title, onDismiss, testId, tone = 'default', children }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const target = dialog.current?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.current;
    target?.focus();
    return () => previous?.focus?.();
  }, []);

  useEffect(() => {
    if (!onDismiss) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onDismiss]);

  return createPortal(
    <div
      className="auction-modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onDismiss?.();
      }}
    >
      <div
        ref={dialog}
        className={`auction-modal auction-modal--${tone}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
      >
        <h2 id={titleId} className="auction-modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
