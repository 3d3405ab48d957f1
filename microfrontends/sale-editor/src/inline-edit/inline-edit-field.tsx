import {
  findInlineField,
  INLINE_ERROR_DISPLAY_MS,
  inlineDisplayValue,
  inlineValueFor,
  isInlineSuccessStatus,
  parseInlineValue,
  type InlineFieldType,
  type Result,
  type StoredInlineValue,
} from '@immo/core';
import { ApiError } from '@immo/kit';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaleEditorDependencies } from '../space/dependencies.js';
import { INLINE_EDIT_CSS } from './inline-edit-styles.js';

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
  /** Once the server kept the value: the stored value (§7: a buyer comment hides its block). */
  onSaved?: (value: StoredInlineValue) => void;
}

interface InlineAnswer {
  value?: StoredInlineValue;
  displayValue?: string;
}

/** What the typed text becomes, by the field's rules when core knows it, else by its type (§5.2). */
function checkTyped(
  entity: string,
  property: string,
  fieldType: InlineFieldType,
  raw: string,
): Result<unknown> {
  const known = findInlineField(entity, property);
  if (known) return inlineValueFor(known, raw);
  if (raw.trim() === '') return { ok: true, value: null };
  return parseInlineValue(fieldType, raw);
}

/** The body's value: numbers as numbers; a date as typed (dd/mm/yyyy, the server reads it so); text as is. */
function wireValue(fieldType: InlineFieldType, raw: string, checked: unknown): string | number {
  if ((fieldType === 'float' || fieldType === 'integer') && typeof checked === 'number') return checked;
  return fieldType === 'text' ? raw : raw.trim();
}

type Phase = 'idle' | 'editing' | 'saving';

/**
 * Click to edit one value in place (spec §2.2, §4, §5.2): parsed by its type, saved with a spinner,
 * kept when the server answers 200–226, otherwise put back with the error shown for 3 s.
 */
export function InlineEditField({
  initValue,
  id,
  entity,
  property,
  fieldType,
  label,
  onSaved,
}: InlineEditFieldProps) {
  const { t, i18n } = useTranslation();
  const { api } = useSaleEditorDependencies();
  const [value, setValue] = useState(initValue);
  const [draft, setDraft] = useState(initValue);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const live = useRef(true);
  const editing = useRef(false);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (error === null) return;
    const timer = setTimeout(() => setError(null), INLINE_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const startEditing = () => {
    editing.current = true;
    setDraft(value);
    setError(null);
    setPhase('editing');
  };

  /** The server's words when it answered; ours when nothing came back (status 0: the network). */
  const refusalMessage = (cause: unknown): string => {
    if (!(cause instanceof ApiError) || cause.status === 0) return t('sale_inline_save_failed');
    if (cause.message) return cause.message;
    if (i18n.exists(cause.code)) return t(cause.code);
    // A 2xx outside 200–226 brings no error of the server's: say which status came back.
    if (cause.status >= 200 && cause.status < 300) return t('http_error_status', { status: cause.status });
    return t('sale_inline_save_failed');
  };

  const revert = (message: string) => {
    setDraft(value);
    setPhase('idle');
    setError(message);
  };

  const save = async () => {
    // Enter, then the blur of the vanishing input: one save only; none after Escape.
    if (!editing.current) return;
    editing.current = false;
    if (draft === value) {
      setPhase('idle');
      return;
    }
    const checked = checkTyped(entity, property, fieldType, draft);
    if (!checked.ok) {
      revert(t(checked.error.code, { ...checked.error.params }));
      return;
    }
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
      if (live.current) revert(refusalMessage(cause));
      return;
    }
    if (!live.current) return;
    const stored = answer?.value !== undefined ? answer.value : (checked.value as StoredInlineValue);
    const shown = answer?.displayValue ?? inlineDisplayValue({ fieldType }, stored);
    setValue(shown);
    setDraft(shown);
    setPhase('idle');
    onSaved?.(stored);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      editing.current = false;
      setDraft(value);
      setPhase('idle');
    }
  };

  return (
    <span className={`ns-inline${error ? ' ns-inline--error' : ''}`} data-testid="inline-edit">
      <style href="ns-inline-edit" precedence="default">
        {INLINE_EDIT_CSS}
      </style>
      {phase === 'editing' ? (
        <input
          className="ns-inline-input"
          name={property}
          aria-label={label}
          inputMode={fieldType === 'float' ? 'decimal' : fieldType === 'integer' ? 'numeric' : undefined}
          placeholder={fieldType === 'date' ? t('sale_inline_date_placeholder') : undefined}
          value={draft}
          // The input appears on the user's click: focusing it is what they asked for.
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => void save()}
        />
      ) : (
        <button
          type="button"
          className="ns-inline-display"
          onClick={startEditing}
          disabled={phase === 'saving'}
          title={t('sale_inline_edit_hint')}
          aria-label={t('sale_inline_edit_label', { label, value: value || t('sale_inline_empty') })}
        >
          <span className="ns-inline-value">
            {value || <span className="ns-inline-empty">{t('sale_inline_empty')}</span>}
          </span>
          {phase === 'saving' ? (
            <span
              className="ns-spinner"
              role="status"
              aria-label={t('sale_inline_saving')}
              data-testid="inline-edit-spinner"
            />
          ) : (
            <svg className="ns-inline-pencil" viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
              <path
                d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8l-9.7 9.7-4.2 1.4 1.4-4.2 8.7-8.7Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </button>
      )}
      {error ? (
        <span className="ns-inline-error" role="alert" data-testid="inline-edit-error">
          {error}
        </span>
      ) : null}
    </span>
  );
}
