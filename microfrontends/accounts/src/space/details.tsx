import {
  ACCOUNT_FIELD_MAX_LENGTH,
  domainError,
  identityFieldError,
  LOCALES,
  normalizePhone,
  type IdentityFields,
  type Locale,
} from '@immo/core';
import { selectSession, sessionLoaded, switchLocale } from '@immo/kit';
import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useAccountsDependencies } from '../dependencies.js';
import { translatedProblems, type FieldProblems } from '../form-errors.js';
import {
  CheckboxField,
  FormFailure,
  NewPasswordFields,
  PasswordField,
  showRefusal,
  SubmitButton,
  TextField,
} from '../form-fields.js';
import { newPasswordProblems, type NewPasswordValues } from '../password/password-rules.js';
import { NoticePreferencesPanel } from './notice-preferences.js';
import { SectionPage } from './section-page.js';
import type { ProfileJson } from './wire.js';

type ProfileField = Exclude<keyof IdentityFields, 'email'>;
const PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'postcode',
  'city',
  'country',
];

type ProfileValues = Record<ProfileField, string> & { smsConsent: boolean; locale: Locale };

/** Core's identity rules on each editable field (the e-mail is not editable here). */
function profileProblems(values: ProfileValues): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of PROFILE_FIELDS) {
    const problem = identityFieldError(field, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The profile as PUT /api/me takes it: trimmed texts, the phone in E.164 as core writes it. */
function profileBody(values: ProfileValues) {
  const body: Record<string, unknown> = { smsConsent: values.smsConsent, locale: values.locale };
  for (const field of PROFILE_FIELDS) body[field] = values[field].trim();
  body.phone = normalizePhone(values.phone) ?? values.phone.trim();
  return body;
}

function Saved({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="kit-notice kit-notice--success" role="status" data-testid="details-saved">
      {message}
    </p>
  );
}

const LABELS: Record<ProfileField, string> = {
  firstName: 'ap_sign_up_first_name',
  lastName: 'ap_sign_up_last_name',
  phone: 'ap_sign_up_phone',
  address: 'ap_sign_up_address',
  postcode: 'ap_sign_up_postcode',
  city: 'ap_sign_up_city',
  country: 'ap_sign_up_country',
};

function ProfileForm({ profile }: { profile: ProfileJson }) {
  const { t, i18n } = useTranslation();
  const { api } = useAccountsDependencies();
  const dispatch = useDispatch();
  const { user } = useSelector(selectSession);
  const [saved, setSaved] = useState<string | null>(null);
  const initialValues: ProfileValues = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
    address: profile.address,
    postcode: profile.postcode,
    city: profile.city,
    country: profile.country,
    smsConsent: profile.smsConsent,
    locale: profile.locale,
  };

  async function submit(values: ProfileValues, helpers: FormikHelpers<ProfileValues>) {
    helpers.setStatus(undefined);
    setSaved(null);
    try {
      const updated = await api<ProfileJson>('/api/me', { method: 'PUT', json: profileBody(values) });
      setSaved(t('bs_details_saved'));
      helpers.resetForm({ values: { ...values, ...pickValues(updated, values) } });
      // The header shows the name: the shared session learns the new one.
      if (user)
        dispatch(sessionLoaded({ ...user, firstName: updated.firstName, lastName: updated.lastName }));
      if (updated.locale !== i18n.language && LOCALES.includes(updated.locale))
        void switchLocale(i18n, updated.locale);
    } catch (error) {
      showRefusal(helpers, error, values, t);
    }
  }

  const field = (name: ProfileField, extra: object = {}) => (
    <TextField name={name} label={t(LABELS[name])} maxLength={ACCOUNT_FIELD_MAX_LENGTH[name]} {...extra} />
  );

  return (
    <Formik
      initialValues={initialValues}
      validate={(values) => translatedProblems(profileProblems(values), t)}
      onSubmit={submit}
    >
      <Form className="accounts-form" noValidate data-testid="profile-form">
        <FormFailure />
        <Saved message={saved} />
        <div className="accounts-row">
          {field('firstName', { autoComplete: 'given-name' })}
          {field('lastName', { autoComplete: 'family-name' })}
        </div>
        <div className="accounts-field">
          <label htmlFor="bs-email">{t('ap_sign_up_email')}</label>
          <input
            id="bs-email"
            className="accounts-input"
            value={profile.email}
            readOnly
            aria-describedby="bs-email-hint"
          />
          <p id="bs-email-hint" className="accounts-hint">
            {t('bs_details_email_fixed')}
          </p>
        </div>
        {field('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {field('address', { autoComplete: 'street-address' })}
        <div className="accounts-row accounts-row--postcode">
          {field('postcode', { autoComplete: 'postal-code' })}
          {field('city', { autoComplete: 'address-level2' })}
        </div>
        {field('country', { autoComplete: 'country-name' })}
        <div className="accounts-field">
          <label htmlFor="bs-locale">{t('bs_details_language')}</label>
          <Field as="select" id="bs-locale" name="locale" className="accounts-input">
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {t(`bs_details_language_${locale}`)}
              </option>
            ))}
          </Field>
        </div>
        <CheckboxField name="smsConsent">{t('ap_sign_up_sms_consent')}</CheckboxField>
        <SubmitButton label={t('bs_details_save')} />
      </Form>
    </Formik>
  );
}

const pickValues = (profile: ProfileJson, values: ProfileValues): Partial<ProfileValues> => {
  const picked: Partial<ProfileValues> = {};
  for (const field of PROFILE_FIELDS) if (typeof profile[field] === 'string') picked[field] = profile[field];
  if (typeof profile.smsConsent === 'boolean') picked.smsConsent = profile.smsConsent;
  picked.locale = LOCALES.includes(profile.locale) ? profile.locale : values.locale;
  return picked;
};

interface PasswordChangeValues extends NewPasswordValues {
  currentPassword: string;
}

const EMPTY_PASSWORDS: PasswordChangeValues = { currentPassword: '', password: '', passwordConfirmation: '' };

function passwordChangeProblems(values: PasswordChangeValues): FieldProblems {
  return {
    ...(values.currentPassword
      ? {}
      : { currentPassword: domainError('field_required', undefined, 'currentPassword') }),
    ...newPasswordProblems(values),
  };
}

/** PUT /api/me/mot-de-passe: the current password, then the new one under core's rule. */
function PasswordChange() {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(values: PasswordChangeValues, helpers: FormikHelpers<PasswordChangeValues>) {
    helpers.setStatus(undefined);
    setSaved(null);
    try {
      await api('/api/me/mot-de-passe', { method: 'PUT', json: values });
      helpers.resetForm();
      setSaved(t('bs_details_password_saved'));
    } catch (error) {
      showRefusal(helpers, error, values, t, {
        password_incorrect: 'currentPassword',
        password_too_weak: 'password',
        password_mismatch: 'passwordConfirmation',
      });
    }
  }

  return (
    <Formik
      initialValues={EMPTY_PASSWORDS}
      validate={(values) => translatedProblems(passwordChangeProblems(values), t)}
      onSubmit={submit}
    >
      <Form className="accounts-form" noValidate data-testid="password-form">
        <FormFailure />
        <Saved message={saved} />
        <PasswordField
          name="currentPassword"
          label={t('bs_details_current_password')}
          autoComplete="current-password"
          maxLength={ACCOUNT_FIELD_MAX_LENGTH.password}
        />
        <NewPasswordFields maxLength={ACCOUNT_FIELD_MAX_LENGTH.password} />
        <SubmitButton label={t('bs_details_password_save')} />
      </Form>
    </Formik>
  );
}

/** Where the account stands: e-mail, identity, right to bid. */
function AccountStatus({ profile }: { profile: ProfileJson }) {
  const { t } = useTranslation();
  const rows: [string, boolean, string][] = [
    [
      'bs_details_status_email',
      profile.emailVerified,
      profile.emailVerified ? 'bs_details_status_verified' : 'bs_details_status_unverified',
    ],
    [
      'bs_details_status_identity',
      profile.identityVerified,
      profile.identityVerified ? 'bs_details_status_verified' : 'bs_details_status_identity_missing',
    ],
    [
      'bs_details_status_bidding',
      profile.canAuction,
      profile.canAuction ? 'bs_details_status_allowed' : 'bs_details_status_suspended',
    ],
  ];
  return (
    <div>
      <dl className="bs-status" data-testid="account-status">
        {rows.map(([label, good, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>
              <span className={`bs-badge bs-badge--${good ? 'success' : 'warning'}`}>{t(value)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {!profile.canAuction && profile.biddingSuspensionReason && (
        <p className="bs-small">
          {t('buyer_file_refusal_reason', { reason: profile.biddingSuspensionReason })}
        </p>
      )}
    </div>
  );
}

/** Mes informations (GET/PUT /api/me, PUT /api/me/mot-de-passe, /api/me/notifications): profile, language, password, notices. */
export function DetailsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage<ProfileJson>
      title={t('bs_space_nav_details')}
      path="/api/me"
      failure={t('bs_details_load_failed')}
    >
      {(data) => (
        <div className="bs-details">
          <section className="kit-card bs-panel" aria-labelledby="bs-details-profile">
            <h2 id="bs-details-profile">{t('bs_details_profile_title')}</h2>
            <ProfileForm profile={data} />
          </section>
          <div className="bs-details__side">
            <section className="kit-card bs-panel" aria-labelledby="bs-details-status">
              <h2 id="bs-details-status">{t('bs_details_status_title')}</h2>
              <AccountStatus profile={data} />
            </section>
            <section className="kit-card bs-panel" aria-labelledby="bs-details-password">
              <h2 id="bs-details-password">{t('bs_details_password_title')}</h2>
              <PasswordChange />
            </section>
            <NoticePreferencesPanel />
          </div>
        </div>
      )}
    </SectionPage>
  );
}
