import {
  INLINE_ERROR_DISPLAY_MS,
  inlineDisplayValue,
  isInlineSuccessStatus,
  type InlineFieldType,
  type StoredInlineValue,
} from '@immo/core';
import { apiRequest } from '@immo/kit';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { INLINE_EDIT_CSS } from './inline-edit-styles.js';
import { useInlineEditMessages } from './inline-edit-messages.js';
import { checkTyped, refusalMessage, wireValue } from './inline-save.js';

export interface InlineEditFieldProps {
  /** The value as the page shows it (French decimals, dd/mm/yyyy dates). */
  initValue: string;
  /** The record's id: PUT /api/{entity}/{id}. */
  id: number;
  /** 'bien', 'dossier_acheteurs'… (lower-cased in the call). */
  entity: string;
  /** The one property the call carries, by its wire name ('nom', 'surface_habitable'…). */
  property: string;
  fieldType: InlineFieldType;
  /** What the field is, for the edit button and the input. */
  label: string;
  /** Once the server kept the value: the stored value and its text (§7: a buyer comment hides its block). */
  onSaved?: (value: StoredInlineValue, displayValue: string) => void;
  /** A long text: a text area where Enter starts a new line and Ctrl + Enter saves. */
  multiline?: boolean;
  /** Takes its container's width (a title, a paragraph) rather than its text's. */
  block?: boolean;
  /** How the value reads while not edited (euros for a price); the input edits the plain text. */
  formatValue?: (text: string) => string;
  /** The API client: the kit's by default, a fake in tests. */
  api?: typeof apiRequest;
}

interface InlineAnswer {
  value?: StoredInlineValue;
  displayValue?: string;
}

type Phase = 'idle' | 'editing' | 'saving';
type Trigger = 'key' | 'blur';
type Editable = HTMLInputElement | HTMLTextAreaElement;

/** The mark of a value that edits in place (the field's, and a page's notice about them). */
export function PencilIcon({ className, size }: { className?: string; size: number }) {
  return (
    <svg className={className} viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      <path
        d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8l-9.7 9.7-4.2 1.4 1.4-4.2 8.7-8.7Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Click to edit one value in place (spec §2.2, §4, §5.2): parsed by its type, saved with a spinner,
 * kept when the server answers 200–226. A refusal leaves the typed text in the field with the
 * server's (translated) message, to correct or to send again; leaving the field then gives the old
 * value back, the message staying 3 s.
 */
export function InlineEditField({
  initValue,
  id,
  entity,
  property,
  fieldType,
  label,
  onSaved,
  multiline = false,
  block = multiline,
  formatValue,
  api = apiRequest,
}: InlineEditFieldProps) {
  const { t, i18n } = useInlineEditMessages();
  const [value, setValue] = useState(initValue);
  const [given, setGiven] = useState(initValue);
  const [draft, setDraft] = useState(initValue);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  /** The text the last refusal was about: leaving the field with it gives the old value back. */
  const refused = useRef<string | null>(null);
  const live = useRef(true);
  const editing = useRef(false);
  const ids = useId();

  // The page brought another value (a reload, a poll): shown unless the user is busy with the field.
  if (initValue !== given) {
    setGiven(initValue);
    if (phase === 'idle') {
      setValue(initValue);
      setDraft(initValue);
    }
  }

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (error === null || phase !== 'idle') return;
    const timer = setTimeout(() => setError(null), INLINE_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [error, phase]);

  // Mount only (a stable callback): the caret goes after the text the user is about to change.
  const focusAtEnd = useCallback((node: Editable | null) => {
    if (!node) return;
    node.focus();
    node.setSelectionRange(node.value.length, node.value.length);
  }, []);

  const startEditing = () => {
    editing.current = true;
    refused.current = null;
    setDraft(value);
    setError(null);
    setPhase('editing');
  };

  const close = (message: string | null) => {
    editing.current = false;
    refused.current = null;
    setDraft(value);
    setPhase('idle');
    setError(message);
  };

  const refuse = (message: string, text: string) => {
    editing.current = true;
    refused.current = text;
    setPhase('editing');
    setError(message);
  };

  const save = async (trigger: Trigger) => {
    // Enter, then the blur of the input: one save only; none after Escape, none while saving.
    if (!editing.current) return;
    if (draft === value) return close(null);
    if (trigger === 'blur' && draft === refused.current) return close(error);
    editing.current = false;
    const checked = checkTyped(entity, property, fieldType, draft);
    if (!checked.ok) return refuse(t(checked.error.code, { ...checked.error.params }), draft);
    setError(null);
    setPhase('saving');
    let answer: InlineAnswer | null;
    try {
      // Only 200–226 keeps the value (§5.2): the client refuses any other status, 2xx included.
      answer = await api<InlineAnswer | null>(`/api/${entity.toLowerCase()}/${id}`, {
        method: 'PUT',
        json: { [property]: wireValue(fieldType, draft, checked.value) },
        acceptStatus: isInlineSuccessStatus,
      });
    } catch (cause) {
      if (live.current) refuse(refusalMessage(cause, t, i18n), draft);
      return;
    }
    if (!live.current) return;
    const stored = answer?.value !== undefined ? answer.value : (checked.value as StoredInlineValue);
    const shown = answer?.displayValue ?? inlineDisplayValue({ fieldType }, stored);
    refused.current = null;
    setValue(shown);
    setDraft(shown);
    setPhase('idle');
    onSaved?.(stored, shown);
  };

  const onKeyDown = (event: KeyboardEvent<Editable>) => {
    if (event.key === 'Enter' && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save('key');
    } else if (event.key === 'Escape' && phase === 'editing') {
      event.preventDefault();
      close(null);
    }
  };

  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;
  const shownValue = value && formatValue ? formatValue(value) : value;
  const className = ['kit-inline', block && 'kit-inline--block', error && 'kit-inline--error']
    .filter(Boolean)
    .join(' ');
  const inputProps = {
    className: 'kit-inline-input',
    name: property,
    'aria-label': label,
    'aria-invalid': error !== null,
    'aria-describedby': error ? `${errorId} ${hintId}` : hintId,
    value: draft,
    readOnly: phase === 'saving',
    ref: focusAtEnd,
    onChange: (event: { target: { value: string } }) => {
      setDraft(event.target.value);
      if (error) setError(null);
    },
    onKeyDown,
    onBlur: () => void save('blur'),
  };

  return (
    <span className={className} data-testid="inline-edit" data-property={property}>
      <style href="kit-inline-edit" precedence="default">
        {INLINE_EDIT_CSS}
      </style>
      {phase === 'idle' ? (
        <button
          type="button"
          className="kit-inline-display"
          onClick={startEditing}
          title={t('inline_edit_hint')}
          aria-label={t('inline_edit_label', { label, value: shownValue || t('inline_empty') })}
        >
          <span className="kit-inline-value">
            {shownValue || <span className="kit-inline-empty">{t('inline_empty')}</span>}
          </span>
          <PencilIcon className="kit-inline-pencil" size={14} />
        </button>
      ) : (
        <span className="kit-inline-editor" aria-busy={phase === 'saving'}>
          {multiline ? (
            <textarea {...inputProps} rows={Math.min(12, Math.max(3, draft.split('\n').length + 1))} />
          ) : (
            <input
              {...inputProps}
              inputMode={fieldType === 'float' ? 'decimal' : fieldType === 'integer' ? 'numeric' : undefined}
              placeholder={fieldType === 'date' ? t('inline_date_placeholder') : undefined}
            />
          )}
          {multiline ? (
            // A phone has no Ctrl + Enter: the text area says it with two buttons. Pressing one keeps
            // the focus in the text, so Annuler never saves on the way through a blur.
            <span className="kit-inline-actions">
              <button
                type="button"
                className="kit-inline-action kit-inline-action--save"
                disabled={phase === 'saving'}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => void save('key')}
              >
                {t('inline_save')}
              </button>
              <button
                type="button"
                className="kit-inline-action"
                disabled={phase === 'saving'}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => close(null)}
              >
                {t('inline_cancel')}
              </button>
            </span>
          ) : null}
          {phase === 'saving' ? (
            <span
              className="kit-inline-spinner"
              role="status"
              aria-label={t('inline_saving')}
              data-testid="inline-edit-spinner"
            />
          ) : null}
          <span id={hintId} className="kit-inline-hint">
            {t(multiline ? 'inline_keys_hint_multiline' : 'inline_keys_hint')}
          </span>
        </span>
      )}
      {error ? (
        <span id={errorId} className="kit-inline-error" role="alert" data-testid="inline-edit-error">
          {error}
        </span>
      ) : null}
    </span>
  );
}
