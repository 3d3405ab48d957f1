// The sell form and the estimate page (spec §2.4): an owner leaves his property — type, address
// chosen among the geocoder's suggestions, surface, rooms, his contact and his consent — and a
// negotiator calls him back. The rules are core's (sellerLeadOf), checked here as on the server.
import { PROPERTY_TYPE_CODES, PROPERTY_TYPES, sellerLeadOf, type SellerLeadKind } from '@immo/core';
import { localeOf } from '@immo/kit';
import { Form, Formik, useField, useFormikContext } from 'formik';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountsDependencies } from '../dependencies.js';
import { FormFailure, showRefusal, TextField, useFieldError } from '../form-fields.js';

export interface SellerLeadValues {
  kind: SellerLeadKind;
  type: string;
  adresse: string;
  codePostal: string;
  ville: string;
  lat: number | null;
  lng: number | null;
  surface: string;
  pieces: string;
  nom: string;
  email: string;
  telephone: string;
  message: string;
  consentement: boolean;
}

interface AddressSuggestion {
  nom: string;
  codePostal: string;
  ville: string;
  latitude: number;
  longitude: number;
}

const ADDRESS_DEBOUNCE_MS = 300;

/** The address typed, then the geocoder's suggestions to choose from: the choice fills postcode, town and point. */
function AddressField() {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const id = useId();
  const [field, , helpers] = useField<string>('adresse');
  const { setFieldValue, values } = useFormikContext<SellerLeadValues>();
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [typed, setTyped] = useState('');
  const errors = [useFieldError('adresse'), useFieldError('codePostal'), useFieldError('ville')];
  const error = errors.find(Boolean);

  useEffect(() => {
    if (typed.trim().length < 3) return setSuggestions([]);
    let live = true;
    const timer = setTimeout(() => {
      api<AddressSuggestion[]>('/api/map/search/', {
        method: 'POST',
        json: { text: typed.trim().replace(/\s+/g, '-') },
      }).then(
        (found) => live && setSuggestions(found.slice(0, 6)),
        () => live && setSuggestions([]),
      );
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, typed]);

  return (
    <div className="accounts-field">
      <label htmlFor={id}>{t('seller_lead_address')}</label>
      <input
        id={id}
        {...field}
        className="accounts-input"
        autoComplete="street-address"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        data-testid="seller-lead-address"
        onChange={(event) => {
          field.onChange(event);
          void helpers.setTouched(true, false);
          setTyped(event.target.value);
          void setFieldValue('codePostal', '');
          void setFieldValue('ville', '');
        }}
      />
      <p id={`${id}-hint`} className="accounts-hint">
        {values.codePostal ? `${values.codePostal} ${values.ville}` : t('seller_lead_address_hint')}
      </p>
      {suggestions.length > 0 && (
        <ul className="accounts-suggestions" data-testid="seller-lead-suggestions">
          {suggestions.map((s) => (
            <li key={`${s.nom}-${s.codePostal}-${s.latitude}`}>
              <button
                type="button"
                className="accounts-suggestion"
                onClick={() => {
                  void setFieldValue('adresse', s.nom);
                  void setFieldValue('codePostal', s.codePostal);
                  void setFieldValue('ville', s.ville);
                  void setFieldValue('lat', s.latitude);
                  void setFieldValue('lng', s.longitude);
                  setSuggestions([]);
                  setTyped('');
                }}
              >
                {s.nom}, {s.codePostal} {s.ville}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="accounts-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

function TypeField() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [field] = useField<string>('type');
  const error = useFieldError('type');
  return (
    <div className="accounts-field">
      <label htmlFor={id}>{t('seller_lead_type')}</label>
      <select
        id={id}
        {...field}
        className="accounts-input"
        aria-invalid={error ? true : undefined}
        data-testid="seller-lead-type"
      >
        <option value="">{t('seller_lead_type_choose')}</option>
        {PROPERTY_TYPE_CODES.map((code) => (
          <option key={code} value={code}>
            {PROPERTY_TYPES[code][localeOf(i18n)]}
          </option>
        ))}
      </select>
      {error && <p className="accounts-field-error">{error}</p>}
    </div>
  );
}

function ConsentField() {
  const { t } = useTranslation();
  const id = useId();
  const [field, , helpers] = useField<boolean>('consentement');
  const error = useFieldError('consentement');
  return (
    <div className="accounts-field accounts-check">
      <input
        id={id}
        type="checkbox"
        name="consentement"
        checked={field.value}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        data-testid="seller-lead-consent"
        aria-invalid={error ? true : undefined}
      />
      <label htmlFor={id}>{t('seller_lead_consent')}</label>
      {error && <p className="accounts-field-error">{error}</p>}
    </div>
  );
}

/** The form of /vendre (kind sell) and /estimer (kind estimate). */
export function SellerLeadForm({ kind }: { kind: SellerLeadKind }) {
  const { t } = useTranslation();
  const { api } = useAccountsDependencies();
  const [sent, setSent] = useState<string | null>(null);
  const initial: SellerLeadValues = {
    kind,
    type: '',
    adresse: '',
    codePostal: '',
    ville: '',
    lat: null,
    lng: null,
    surface: '',
    pieces: '',
    nom: '',
    email: '',
    telephone: '',
    message: '',
    consentement: false,
  };
  if (sent)
    return (
      <div className="kit-notice kit-notice--success" role="status" data-testid="seller-lead-sent">
        {sent}
      </div>
    );
  return (
    <section className="kit-card accounts-card seller-lead" aria-labelledby="seller-lead-title">
      <h2 id="seller-lead-title">
        {t(kind === 'estimate' ? 'seller_lead_estimate_title' : 'seller_lead_form_title')}
      </h2>
      <p>{t('seller_lead_form_intro')}</p>
      <Formik<SellerLeadValues>
        initialValues={initial}
        validate={(values) => {
          const result = sellerLeadOf({ ...values }, 0);
          if (result.ok) return {};
          return Object.fromEntries(
            Object.entries(result.error.fields ?? {}).map(([field, problem]) => [
              field,
              problem ? t(problem.code, problem.params ?? {}) : '',
            ]),
          );
        }}
        onSubmit={async (values, helpers) => {
          try {
            const answer = await api<{ message: string }>('/api/vendre', { method: 'POST', json: values });
            setSent(answer.message);
          } catch (error) {
            showRefusal(helpers, error, values, t);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate data-testid="seller-lead-form">
            <TypeField />
            <AddressField />
            <TextField
              name="surface"
              label={t('seller_lead_surface')}
              inputMode="decimal"
              data-testid="seller-lead-surface"
            />
            <TextField
              name="pieces"
              label={t('seller_lead_rooms')}
              inputMode="numeric"
              data-testid="seller-lead-rooms"
            />
            <TextField
              name="nom"
              label={t('seller_lead_name')}
              autoComplete="name"
              data-testid="seller-lead-name"
            />
            <TextField
              name="email"
              type="email"
              label={t('seller_lead_email')}
              autoComplete="email"
              data-testid="seller-lead-email"
            />
            <TextField
              name="telephone"
              type="tel"
              label={t('seller_lead_phone')}
              autoComplete="tel"
              data-testid="seller-lead-phone"
            />
            <TextField name="message" label={t('seller_lead_message')} data-testid="seller-lead-message" />
            <ConsentField />
            <FormFailure />
            <button
              type="submit"
              className="kit-button"
              disabled={isSubmitting}
              data-testid="seller-lead-submit"
            >
              {isSubmitting ? t('loading') : t('seller_lead_submit')}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
