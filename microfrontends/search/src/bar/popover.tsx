import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A button that opens a panel under it (the radius, the types): closed by the button, Escape, a
 * click outside or the panel's own close button.
 */
export function Popover({
  label,
  className,
  testId,
  children,
}: {
  label: ReactNode;
  className?: string;
  testId: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);
  return (
    <div className={`sr-popover ${className ?? ''}`} ref={root}>
      <button
        type="button"
        className="sr-popover__button"
        aria-expanded={open}
        aria-controls={id}
        data-testid={testId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open && (
        <div className="sr-popover__panel kit-card" id={id} data-testid={`${testId}-panel`}>
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
