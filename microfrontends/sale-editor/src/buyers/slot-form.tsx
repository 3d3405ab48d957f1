import {
  parisDateKey,
  parseVisitDate,
  slotCapacity,
  validateSlotDuration,
  validateVisitStart,
  VISIT_SLOT_CHOICES,
  type DomainError,
  type VisitKind,
} from '@immo/core';
import { Field, Form, Formik, useField, useFormikContext } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaleEditorDependencies } from '../space/dependencies.js';
import { formatDateTimeLong } from '../space/format.js';
import { Dialog, DialogActions, DialogError } from './dialogs.js';
import { actionFailureMessage, serverFieldErrors } from './use-api.js';
import { api, type VisitSlot } from './wire.js';

export interface SlotFormValues {
  /** yyyy-mm-dd, as the date input gives it. */
  date: string;
  /** HH:mm. */
  time: string;
  kind: VisitKind;
  durationMinutes: string;
  /** Grouped slots; empty: no limit. */
  capacity: string | number;
}

type SlotField = keyof SlotFormValues;

/** What POST …/new and PUT …/{visite}/edit take. */
export interface SlotBody {
  kind: VisitKind;
  /** 'Y-m-d H:i:s', Paris time (§5.6). */
  start: string;
  durationMinutes: number;
  capacity: number | null;
}

const DEFAULT_DURATION = 30;

/** The form's values for a new slot, or for the slot being edited (its wire dates cut into date and time). */
export const slotFormValues = (slot: VisitSlot | null): SlotFormValues =>
  slot === null
    ? { date: '', time: '', kind: 'individual', durationMinutes: String(DEFAULT_DURATION), capacity: '' }
    : {
        date: slot.start.slice(0, 10),
        time: slot.start.slice(11, 16),
        kind: slot.kind,
        durationMinutes: String(slot.durationMinutes),
        capacity: slot.capacity === null ? '' : String(slot.capacity),
      };

/** The typed date and time as the slot routes write dates: 'Y-m-d H:i:s'. */
const visitDateText = (date: string, time: string): string =>
  `${date} ${/^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time}`;

/**
 * The slot the form describes, or why not, field by field: core's rules of §5.6 (a 'Y-m-d H:i:s'
 * date not before today, 5 to 60 minutes among 15/30/45/60, the capacity of the kind).
 */
export function readSlotForm(
  values: SlotFormValues,
  now: number,
): { ok: true; body: SlotBody } | { ok: false; errors: Partial<Record<SlotField, DomainError>> } {
  const errors: Partial<Record<SlotField, DomainError>> = {};
  let start: string | null = null;
  if (values.date === '') errors.date = { code: 'field_required' };
  else if (values.time === '') errors.time = { code: 'field_required' };
  else {
    const text = visitDateText(values.date, values.time);
    const parsed = parseVisitDate(text);
    const checked = parsed.ok ? validateVisitStart(parsed.value, now) : parsed;
    if (checked.ok) start = text;
    else errors.date = checked.error;
  }
  const duration = validateSlotDuration(
    values.durationMinutes === '' ? undefined : Number(values.durationMinutes),
  );
  if (!duration.ok) errors.durationMinutes = duration.error;
  // Formik hands a number input's value over as a number once typed in, '' when emptied.
  const typedCapacity = String(values.capacity).trim();
  const capacity = slotCapacity(values.kind, typedCapacity === '' ? null : Number(typedCapacity));
  if (!capacity.ok) errors.capacity = { code: 'negotiator_slot_capacity_invalid' };
  if (start === null || !duration.ok || !capacity.ok) return { ok: false, errors };
  return {
    ok: true,
    body: { kind: values.kind, start, durationMinutes: duration.value, capacity: capacity.value },
  };
}

/** A server field name as the form names it ('start' is the date and time together). */
const FORM_FIELD: Record<string, SlotField> = {
  start: 'date',
  durationMinutes: 'durationMinutes',
  capacity: 'capacity',
  kind: 'kind',
};

function FieldShell({
  name,
  label,
  hint,
  children,
}: {
  name: SlotField;
  label: string;
  hint?: string;
  children: (props: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}) {
  const [, meta] = useField(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : null;
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="nb-field">
      <label htmlFor={id} className="nb-label">
        {label}
      </label>
      {children({ id, describedBy, invalid: error !== null })}
      {hint ? (
        <span id={`${id}-hint`} className="nb-field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="nb-field-error" data-testid={`field-error-${name}`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

function StartPreview() {
  const { t, i18n } = useTranslation();
  const { values } = useFormikContext<SlotFormValues>();
  const long =
    values.date && values.time ? formatDateTimeLong(`${values.date}T${values.time}`, i18n.language) : '';
  return (
    <p className="nb-preview" aria-live="polite" data-testid="slot-preview">
      {long ? t('negotiator_slot_preview', { date: long }) : ''}
    </p>
  );
}

interface SlotFormDialogProps {
  bienId: number;
  /** Null: a new slot. */
  slot: VisitSlot | null;
  onSaved: (slot: VisitSlot) => void;
  onClose: () => void;
}

/** Creates or edits a slot (POST …/new, PUT …/{visite}/edit), checked by core's rules as one types. */
export function SlotFormDialog({ bienId, slot, onSaved, onClose }: SlotFormDialogProps) {
  const { t } = useTranslation();
  const { api: request, now } = useSaleEditorDependencies();
  const [failure, setFailure] = useState<string | null>(null);
  const editing = slot !== null;
  const today = parisDateKey(now());

  return (
    <Formik<SlotFormValues>
      initialValues={slotFormValues(slot)}
      validate={(values) => {
        const read = readSlotForm(values, now());
        if (read.ok) return {};
        return Object.fromEntries(
          Object.entries(read.errors).map(([field, error]) => [field, t(error.code, { ...error.params })]),
        );
      }}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        const read = readSlotForm(values, now());
        if (!read.ok) return;
        const { kind, ...change } = read.body;
        try {
          const saved = await request<VisitSlot>(
            editing ? api.editVisit(bienId, slot.id) : api.newVisit(bienId),
            {
              method: editing ? 'PUT' : 'POST',
              json: editing ? change : { kind, ...change },
            },
          );
          onSaved(saved);
        } catch (error) {
          const fields = serverFieldErrors(error, t);
          const known = Object.entries(fields).filter(([name]) => name in FORM_FIELD);
          for (const [name, text] of known) helpers.setFieldError(FORM_FIELD[name] as SlotField, text);
          if (known.length === 0) setFailure(actionFailureMessage(error, t));
        }
      }}
    >
      {({ values, isSubmitting }) => (
        <Dialog
          title={t(editing ? 'negotiator_slot_edit_title' : 'negotiator_slot_new_title')}
          onClose={onClose}
          busy={isSubmitting}
          testId="slot-dialog"
        >
          <Form noValidate>
            <div className="nb-row">
              <FieldShell name="date" label={t('negotiator_slot_date')}>
                {({ id, describedBy, invalid }) => (
                  <Field
                    id={id}
                    name="date"
                    type="date"
                    min={today}
                    className="ns-input"
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    data-autofocus
                  />
                )}
              </FieldShell>
              <FieldShell name="time" label={t('negotiator_slot_time')}>
                {({ id, describedBy, invalid }) => (
                  <Field
                    id={id}
                    name="time"
                    type="time"
                    step={300}
                    className="ns-input"
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                  />
                )}
              </FieldShell>
            </div>
            <StartPreview />
            <fieldset className="nb-fieldset" aria-describedby={editing ? 'nb-slot-kind-fixed' : undefined}>
              <legend>{t('negotiator_slot_kind')}</legend>
              {(['individual', 'grouped'] as const).map((kind) => (
                <label key={kind} className="nb-choice">
                  <Field type="radio" name="kind" value={kind} disabled={editing} />
                  {t(`negotiator_slot_kind_${kind}`)}
                </label>
              ))}
              {editing ? (
                <span id="nb-slot-kind-fixed" className="nb-field-hint">
                  {t('negotiator_slot_kind_fixed')}
                </span>
              ) : null}
            </fieldset>
            <div className="nb-row">
              <FieldShell name="durationMinutes" label={t('negotiator_slot_duration')}>
                {({ id, describedBy, invalid }) => (
                  <Field
                    as="select"
                    id={id}
                    name="durationMinutes"
                    className="ns-input nb-select"
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                  >
                    {VISIT_SLOT_CHOICES.map((minutes) => (
                      <option key={minutes} value={String(minutes)}>
                        {t('negotiator_slot_duration_option', { minutes })}
                      </option>
                    ))}
                  </Field>
                )}
              </FieldShell>
              {values.kind === 'grouped' ? (
                <FieldShell
                  name="capacity"
                  label={t('negotiator_slot_capacity')}
                  hint={t('negotiator_slot_capacity_hint')}
                >
                  {({ id, describedBy, invalid }) => (
                    <Field
                      id={id}
                      name="capacity"
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                      className="ns-input"
                      aria-describedby={describedBy}
                      aria-invalid={invalid || undefined}
                    />
                  )}
                </FieldShell>
              ) : null}
            </div>
            <DialogError message={failure} />
            <DialogActions
              confirmLabel={t(editing ? 'negotiator_slot_save' : 'negotiator_slot_create')}
              busy={isSubmitting}
              onCancel={onClose}
              testId="slot-submit"
            />
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
