// The fields of every accounts form (login, sign-up, passwords, profile): a label, the input, the
// error under it, wired to Formik. An error shows once the field was changed or the form sent; a
// refusal of the server stays under its field while the field keeps the value that was refused.
import {
  ACCOUNT_FIELD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
  type PasswordProblem,
} from '@immo/core';
import { useField, useFormikContext, type FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, serverFieldErrors } from './form-errors.js';

export interface FormStatus {
  /** A failure not about one field: network, generic. */
  failure?: string;
  /** The server's refusals, each with the value it refused. */
  server?: Record<string, { message: string; value: unknown }>;
}

/**
 * Puts a failed call's field errors under the form's fields (those it has), and the rest in the
 * form's failure notice. Returns true when some field was named.
 */
export function showRefusal<V extends object>(
  helpers: FormikHelpers<V>,
  error: unknown,
  values: V,
  t: TFunction,
  fieldOfCode: Record<string, keyof V> = {},
): boolean {
  const texts = serverFieldErrors(error, t);
  const code = (error as { code?: string } | null)?.code;
  const codeField = code ? fieldOfCode[code] : undefined;
  if (codeField && !texts[codeField as string]) texts[codeField as string] = failureText(error, t);
  const server: NonNullable<FormStatus['server']> = {};
  for (const [field, message] of Object.entries(texts))
    if (field in values) server[field] = { message, value: values[field as keyof V] };
  const named = Object.keys(server).length > 0;
  helpers.setStatus({ server, ...(named ? {} : { failure: failureText(error, t) }) } satisfies FormStatus);
  return named;
}

/** The text under a field: the client rule's, else the server's refusal of the value still typed. */
export function useFieldError(name: string): string | undefined {
  const { errors, touched, status, values, submitCount } = useFormikContext<Record<string, unknown>>();
  const client = touched[name] || submitCount > 0 ? (errors[name] as string | undefined) : undefined;
  if (client) return client;
  const server = (status as FormStatus | undefined)?.server?.[name];
  return server && Object.is(values[name], server.value) ? server.message : undefined;
}

/** The form's failure notice (not about one field). */
export function FormFailure({ testId }: { testId?: string }) {
  const { status } = useFormikContext();
  const failure = (status as FormStatus | undefined)?.failure;
  if (!failure) return null;
  return (
    <div className="kit-notice kit-notice--error accounts-notice" role="alert" data-testid={testId}>
      {failure}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange'> & {
  'data-testid'?: string;
};

interface TextFieldProps extends InputProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Beside the input, inside its frame (the password's show/hide). */
  addon?: (inputId: string) => ReactNode;
  children?: ReactNode;
}

/** A labelled input whose errors show as soon as it changes (Formik validates on change). */
export function TextField({ name, label, hint, addon, children, className, ...input }: TextFieldProps) {
  const id = `${useId()}${name}`;
  const [field, , helpers] = useField<string>(name);
  const error = useFieldError(name);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const control = (
    <input
      id={id}
      {...field}
      {...input}
      className={`accounts-input${className ? ` ${className}` : ''}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
      onChange={(event) => {
        field.onChange(event);
        void helpers.setTouched(true, false);
      }}
    />
  );
  return (
    <div className="accounts-field">
      <label htmlFor={id}>{label}</label>
      {addon ? (
        <div className="accounts-password">
          {control}
          {addon(id)}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={`${id}-hint`} className="accounts-hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="accounts-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The e-mail of a form (`email`): the keyboard, the autofill and the bound an address takes. */
export function EmailField({
  label,
  autoComplete,
  testId,
}: {
  label: string;
  autoComplete: string;
  testId?: string;
}) {
  return (
    <TextField
      name="email"
      label={label}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={ACCOUNT_FIELD_MAX_LENGTH.email}
      {...(testId ? { 'data-testid': testId } : {})}
    />
  );
}

/** A password input with its show/hide button. */
export function PasswordField({
  name,
  label,
  autoComplete,
  children,
  ...input
}: Omit<TextFieldProps, 'type' | 'addon'> & { autoComplete: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...input}
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      maxLength={input.maxLength}
      addon={(id) => (
        <button
          type="button"
          className="accounts-password-toggle"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={t(visible ? 'login_password_hide_label' : 'login_password_show_label')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {t(visible ? 'login_password_hide' : 'login_password_show')}
        </button>
      )}
    >
      {children}
    </TextField>
  );
}

const PASSWORD_RULES: readonly [PasswordProblem, string][] = [
  ['too_short', 'ap_password_rule_length'],
  ['no_letter', 'ap_password_rule_letter'],
  ['no_digit', 'ap_password_rule_digit'],
  ['no_special', 'ap_password_rule_special'],
];

/** Spec §5.6 as a live checklist: each part of the rule ticks as the password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const problems = passwordProblems(password);
  return (
    <ul className="accounts-rules" aria-label={t('ap_password_rules_title')} data-testid="password-rules">
      {PASSWORD_RULES.map(([problem, text]) => {
        const met = password !== '' && !problems.includes(problem);
        return (
          <li key={problem} className={met ? 'accounts-rule accounts-rule--met' : 'accounts-rule'}>
            <span className="accounts-rule__mark" aria-hidden="true">
              {met ? '✓' : ''}
            </span>
            {t(text, { min: PASSWORD_MIN_LENGTH })}
            <span className="kit-visually-hidden">
              {' '}
              ({t(met ? 'ap_password_rule_met' : 'ap_password_rule_unmet')})
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A new password and its confirmation (sign-up, reset, change), the rule ticking live under the first. */
export function NewPasswordFields({ maxLength }: { maxLength: number }) {
  const { t } = useTranslation();
  const [password] = useField<string>('password');
  return (
    <>
      <PasswordField
        name="password"
        label={t('ap_password_new_label')}
        autoComplete="new-password"
        maxLength={maxLength}
      >
        <PasswordChecklist password={password.value} />
      </PasswordField>
      <PasswordField
        name="passwordConfirmation"
        label={t('ap_password_confirmation_label')}
        autoComplete="new-password"
        maxLength={maxLength}
      />
    </>
  );
}

/** A checkbox with its label (which may hold a link) and its error. */
export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const id = `${useId()}${name}`;
  const [field, , helpers] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  return (
    <div className="accounts-field accounts-check">
      <input
        id={id}
        type="checkbox"
        name={field.name}
        checked={field.checked ?? false}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          field.onChange(event);
          void helpers.setTouched(true, false);
        }}
      />
      <label htmlFor={id}>{children}</label>
      {error && (
        <p id={`${id}-error`} className="accounts-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The submit button: 'Chargement...' and disabled while the form is on its way. */
export function SubmitButton({ label, testId }: { label: string; testId?: string }) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  return (
    <button
      type="submit"
      className="kit-button accounts-submit"
      disabled={isSubmitting}
      aria-busy={isSubmitting}
      data-testid={testId}
    >
      {isSubmitting ? t('loading') : label}
    </button>
  );
}
