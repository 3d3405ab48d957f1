// The sale form's field components, shared by every tab: each reads and writes the one Formik form,
// names its input by the spec's field name and shows its message under it.
import type { SaleFormValues } from '@immo/core';
import { getIn, useFormikContext } from 'formik';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Formik's `status`: the per-field errors the server answered on the last save (spec §8,
 * error.fields), kept under their fields until the field is changed.
 */
export interface SaleFormServerStatus {
  serverErrors: Record<string, string>;
  submitted: SaleFormValues | null;
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The server's message for a field, while the field still holds what was sent. */
export function serverErrorOf(status: unknown, values: SaleFormValues, name: string): string | null {
  const server = status as Partial<SaleFormServerStatus> | undefined;
  const message = server?.serverErrors?.[name];
  if (!message || !server?.submitted) return null;
  return sameValue(getIn(values, name), getIn(server.submitted, name)) ? message : null;
}

/** Fields one rule ties together: typing one date already tells that both are needed (spec §5.1). */
const TOUCHED_TOGETHER: Readonly<Record<string, readonly string[]>> = {
  dateDebut: ['dateFin'],
  dateFin: ['dateDebut'],
};

/** Whether core's message for a field shows: once it (or its pair) was touched, or after a submit. */
export function isErrorShown(touched: unknown, submitCount: number, name: string): boolean {
  if (submitCount > 0) return true;
  return [name, ...(TOUCHED_TOGETHER[name] ?? [])].some((key) => Boolean(getIn(touched, key)));
}

/**
 * The message shown under a field: core's rule once the field was touched (changed or left) or the
 * form submitted, else the server's answer for it.
 */
export function useFieldError(name: string): string | null {
  const { errors, touched, submitCount, status, values } = useFormikContext<SaleFormValues>();
  const local: unknown = getIn(errors, name);
  if (typeof local === 'string' && isErrorShown(touched, submitCount, name)) return local;
  return serverErrorOf(status, values, name);
}

export const errorIdOf = (name: string): string => `ns-error-${name.replace(/\./g, '-')}`;

export function FieldError({ name }: { name: string }) {
  const message = useFieldError(name);
  if (!message) return null;
  return (
    <p className="ns-field-error" id={errorIdOf(name)} data-testid={`field-error-${name}`}>
      {message}
    </p>
  );
}

/** A warning informs and never blocks the save (the 6-month start warning). */
export function FieldWarning({ name, message }: { name: string; message: string | null }) {
  if (!message) return null;
  return (
    <p className="ns-field-warning" data-testid={`field-warning-${name}`} role="status">
      {message}
    </p>
  );
}

/** Writes one field as a user change: touched (so its message shows) then valued (Formik validates). */
export function useSetField() {
  const { setFieldValue, setFieldTouched } = useFormikContext<SaleFormValues>();
  return (name: string, value: unknown) => {
    void setFieldTouched(name, true, false);
    void setFieldValue(name, value);
  };
}

interface FieldFrameProps {
  name: string;
  label: ReactNode;
  inputId: string;
  required?: boolean | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  children: ReactNode;
  after?: ReactNode;
  /** Beside the label, on its right: a character counter. */
  aside?: ReactNode;
}

export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <abbr className="ns-required" title={t('sale_form_required_hint')}>
      *
    </abbr>
  );
}

function FieldFrame({
  name,
  label,
  inputId,
  required,
  hint,
  className,
  children,
  after,
  aside,
}: FieldFrameProps) {
  const labelElement = (
    <label className="ns-label" htmlFor={inputId}>
      {label}
      {required ? <RequiredMark /> : null}
    </label>
  );
  return (
    <div className={`ns-field${className ? ` ${className}` : ''}`}>
      {aside ? (
        <div className="ns-label-row">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {hint ? <p className="ns-hint">{hint}</p> : null}
      {after}
      <FieldError name={name} />
    </div>
  );
}

interface TextFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  type?: 'text' | 'email' | 'url' | 'datetime-local' | 'date';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'url';
  /** Shown after the input: '€', 'm²'… */
  suffix?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  hint?: ReactNode;
  after?: ReactNode;
  className?: string;
  /** A character counter against this limit (the input itself never blocks typing, the rule speaks). */
  counter?: number;
  autoComplete?: string;
  /** Instead of writing the field as typed: a rule that changes other fields too. */
  onValue?: (value: string) => void;
}

export function TextField({
  name,
  label,
  required,
  type = 'text',
  inputMode,
  suffix,
  placeholder,
  disabled,
  readOnly,
  hint,
  after,
  className,
  counter,
  autoComplete = 'off',
  onValue,
}: TextFieldProps) {
  const { values, setFieldTouched } = useFormikContext<SaleFormValues>();
  const setField = useSetField();
  const id = useId();
  const error = useFieldError(name);
  const value = String(getIn(values, name) ?? '');
  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    onValue ? onValue(event.target.value) : setField(name, event.target.value);
  const length = Array.from(value).length;
  return (
    <FieldFrame
      name={name}
      label={label}
      inputId={id}
      required={required}
      hint={hint}
      className={className}
      after={after}
      aside={
        counter !== undefined ? (
          <span className={`ns-counter${length > counter ? ' ns-counter--over' : ''}`} aria-hidden="true">
            {length}/{counter}
          </span>
        ) : null
      }
    >
      <div className={`ns-input-wrap${suffix ? ' ns-input-wrap--suffix' : ''}`}>
        <input
          id={id}
          className="ns-input"
          name={name}
          type={type}
          inputMode={inputMode}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(name) : undefined}
          onChange={onChange}
          onBlur={() => void setFieldTouched(name, true)}
        />
        {suffix ? (
          <span className="ns-suffix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}

export function TextAreaField({
  name,
  label,
  required,
  rows = 6,
  hint,
  className,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
  rows?: number;
  hint?: ReactNode;
  className?: string;
}) {
  const { values, setFieldTouched } = useFormikContext<SaleFormValues>();
  const setField = useSetField();
  const id = useId();
  const error = useFieldError(name);
  return (
    <FieldFrame name={name} label={label} inputId={id} required={required} hint={hint} className={className}>
      <textarea
        id={id}
        className="ns-input ns-textarea"
        name={name}
        rows={rows}
        value={String(getIn(values, name) ?? '')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(name) : undefined}
        onChange={(event) => setField(name, event.target.value)}
        onBlur={() => void setFieldTouched(name, true)}
      />
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  options,
  required,
  placeholder,
  disabled,
  hint,
  className,
  onValue,
}: {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  required?: boolean;
  /** A first, empty choice ('Choisir…'). */
  placeholder?: string;
  disabled?: boolean;
  hint?: ReactNode;
  className?: string;
  onValue?: (value: string) => void;
}) {
  const { values, setFieldTouched } = useFormikContext<SaleFormValues>();
  const setField = useSetField();
  const id = useId();
  const error = useFieldError(name);
  const raw: unknown = getIn(values, name);
  return (
    <FieldFrame name={name} label={label} inputId={id} required={required} hint={hint} className={className}>
      <select
        id={id}
        className="ns-input ns-select"
        name={name}
        value={raw === null || raw === undefined ? '' : String(raw)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(name) : undefined}
        onChange={(event) => (onValue ? onValue(event.target.value) : setField(name, event.target.value))}
        onBlur={() => void setFieldTouched(name, true)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A row of radio buttons (oui/non, A/V…) as one labelled group. */
export function RadioGroupField({
  name,
  label,
  options,
  value,
  required,
  onValue,
  className,
}: {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  /** The checked option's value (defaults to the field's value as text). */
  value?: string;
  required?: boolean;
  onValue?: (value: string) => void;
  className?: string;
}) {
  const { values } = useFormikContext<SaleFormValues>();
  const setField = useSetField();
  const groupId = useId();
  const error = useFieldError(name);
  const current = value ?? String(getIn(values, name) ?? '');
  return (
    <div
      className={`ns-field ns-radio-group${className ? ` ${className}` : ''}`}
      role="radiogroup"
      aria-labelledby={groupId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorIdOf(name) : undefined}
    >
      <span className="ns-label" id={groupId}>
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <div className="ns-radios">
        {options.map((option) => (
          <label key={option.value} className={`ns-radio${current === option.value ? ' ns-radio--on' : ''}`}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={current === option.value}
              onChange={() => (onValue ? onValue(option.value) : setField(name, option.value))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError name={name} />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  checked,
  onChecked,
  className,
}: {
  name: string;
  label: ReactNode;
  /** Defaults to the field's boolean value. */
  checked?: boolean;
  onChecked?: (checked: boolean) => void;
  className?: string;
}) {
  const { values } = useFormikContext<SaleFormValues>();
  const setField = useSetField();
  const isChecked = checked ?? Boolean(getIn(values, name));
  return (
    <label className={`ns-checkbox${isChecked ? ' ns-checkbox--on' : ''}${className ? ` ${className}` : ''}`}>
      <input
        type="checkbox"
        name={name}
        checked={isChecked}
        onChange={(event) =>
          onChecked ? onChecked(event.target.checked) : setField(name, event.target.checked)
        }
      />
      <span>{label}</span>
    </label>
  );
}

/** A titled block of a tab. */
export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={`ns-section${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <header className="ns-section-header">
        <h3 className="ns-section-title" id={id}>
          {title}
        </h3>
        {description ? <p className="ns-section-description">{description}</p> : null}
      </header>
      {children}
    </section>
  );
}
