import {
  AMENITIES,
  chooseFlatFee,
  chooseType,
  defaultSaleFormValues,
  displayedFee,
  feePercent,
  formatEuros,
  HEATING_KINDS,
  isFirstPriceComputed,
  isPropertyTypeCode,
  parseWholeNumber,
  PROPERTY_TYPE_CODES,
  PROPERTY_TYPES,
  REFERENCE_MAX_LENGTH,
  startFor36hSale,
  subNatureOptions,
  thirdPartyLabel,
  TITLE_MAX_LENGTH,
  validateSaleForm,
  withFlatFeeApplied,
  type AssistanceThirdParty,
  type SaleFormValues,
} from '@immo/core';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  FieldWarning,
  FormSection,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
  useSetField,
  type Option,
} from '../sale-form/fields.js';
import type { SaleFormTabProps } from '../sale-form/tab-components.js';
import { useSaleEditorDependencies } from '../space/dependencies.js';
import { formatDateTimeLong } from '../space/format.js';
import { fetchAssistanceThirdParties } from '../space/third-parties.js';

/**
 * The Général tab (spec §2.1, §3.1, §4, §5.1): the sale, its prices, the other information, heating,
 * charges, description and amenities; for the assistance role, the notary block.
 */
export function GeneralTab({ roleAssistance }: SaleFormTabProps) {
  const { t } = useTranslation();
  return (
    <div className="ns-tab-content" data-testid="general-tab">
      <SaleSection />
      {roleAssistance ? <NotarySection /> : null}
      <PriceSection />
      <OtherInfoSection />
      <HeatingSection />
      <FormSection title={t('sale_general_charges')}>
        <div className="ns-grid ns-grid--3">
          <TextField
            name="taxe_fonciere"
            label={t('sale_field_taxe_fonciere')}
            inputMode="numeric"
            suffix="€"
          />
          <TextField
            name="taxe_habitation"
            label={t('sale_field_taxe_habitation')}
            inputMode="numeric"
            suffix="€"
          />
          <TextField
            name="charges_mensuelles"
            label={t('sale_field_charges_mensuelles')}
            inputMode="numeric"
            suffix="€"
          />
        </div>
      </FormSection>
      <FormSection title={t('sale_general_description')}>
        <TextAreaField name="descriptif" label={t('sale_field_descriptif')} rows={7} />
        <TextField
          name="lienRhinov"
          type="url"
          inputMode="url"
          label={t('sale_field_lienRhinov')}
          placeholder="https://…"
          hint={t('sale_lienRhinov_hint')}
        />
      </FormSection>
      <AmenitiesSection />
    </div>
  );
}

const yesNoOptions = (t: (key: string) => string): Option[] => [
  { value: 'oui', label: t('sale_yes') },
  { value: 'non', label: t('sale_no') },
];

/** Marks a field touched, then applies a rule that may change several fields at once. */
function useApply() {
  const { setFieldTouched, setValues } = useFormikContext<SaleFormValues>();
  return (field: keyof SaleFormValues, next: SaleFormValues) => {
    void setFieldTouched(field, true, false);
    void setValues(next);
  };
}

function SaleSection() {
  const { t, i18n } = useTranslation();
  const { values } = useFormikContext<SaleFormValues>();
  const { now } = useSaleEditorDependencies();
  const apply = useApply();
  const language = i18n.language?.startsWith('en') ? 'en' : 'fr';
  const typeOptions = PROPERTY_TYPE_CODES.map((code) => ({
    value: code,
    label: PROPERTY_TYPES[code][language],
  }));
  const subNatures = subNatureOptions(values).map((name) => ({ value: name, label: name }));
  const in36h = values.h36 === '1';
  // Warnings inform without blocking: the start 6 months or more ahead (spec §5.1).
  const { dateDebut } = values;
  const warning = useMemo(
    () =>
      validateSaleForm({ ...defaultSaleFormValues(), dateDebut }, { now: now() }).warnings.dateDebut ?? null,
    [dateDebut, now],
  );

  const chooseEnd = (dateFin: string) => {
    const start = in36h ? startFor36hSale(dateFin) : null;
    apply('dateFin', { ...values, dateFin, ...(start !== null ? { dateDebut: start } : {}) });
  };

  const choose36h = (checked: boolean) => {
    const start = checked ? startFor36hSale(values.dateFin) : null;
    apply('h36', { ...values, h36: checked ? '1' : '0', ...(start !== null ? { dateDebut: start } : {}) });
  };

  return (
    <FormSection title={t('sale_general_sale')}>
      <div className="ns-grid ns-grid--3">
        <TextField
          name="ref_client"
          label={t('sale_field_ref_client')}
          required
          counter={REFERENCE_MAX_LENGTH}
        />
        <SelectField
          name="type"
          label={t('sale_field_type')}
          required
          placeholder={t('sale_choose')}
          options={typeOptions}
          onValue={(type) =>
            apply(
              'type',
              isPropertyTypeCode(type) ? chooseType(values, type) : { ...values, type: '', sous_nature: '' },
            )
          }
        />
        <SelectField
          name="sous_nature"
          label={t('sale_field_sous_nature')}
          options={subNatures}
          disabled={subNatures.length === 0}
          {...(subNatures.length === 0 ? { placeholder: t('sale_choose_type_first') } : {})}
        />
      </div>
      <TextField name="nom" label={t('sale_field_nom')} required counter={TITLE_MAX_LENGTH} />
      <div className="ns-grid ns-grid--2 ns-dates">
        <TextField
          name="dateDebut"
          type="datetime-local"
          label={t('sale_field_dateDebut')}
          required
          readOnly={in36h}
          hint={in36h ? t('sale_36h_hint') : formatDateTimeLong(values.dateDebut, i18n.language)}
          after={<FieldWarning name="dateDebut" message={warning ? t(warning.code) : null} />}
        />
        <TextField
          name="dateFin"
          type="datetime-local"
          label={t('sale_field_dateFin')}
          required
          hint={formatDateTimeLong(values.dateFin, i18n.language)}
          onValue={chooseEnd}
        />
      </div>
      <CheckboxField
        name="h36"
        label={t('sale_field_h36')}
        checked={in36h}
        onChecked={choose36h}
        className="ns-checkbox--emphasis"
      />
    </FormSection>
  );
}

function NotarySection() {
  const { t } = useTranslation();
  const { api } = useSaleEditorDependencies();
  const { values } = useFormikContext<SaleFormValues>();
  const setField = useSetField();
  const [parties, setParties] = useState<AssistanceThirdParty[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetchAssistanceThirdParties(api).then(
      (found) => live && setParties(found),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const options = (parties ?? []).map((party) => ({
    value: String(party.id),
    label: thirdPartyLabel(party),
  }));
  // A notary saved on the sale but missing from the list still shows as chosen.
  if (
    values.assistance_tiers_assoc !== null &&
    !options.some((o) => o.value === String(values.assistance_tiers_assoc))
  )
    options.unshift({
      value: String(values.assistance_tiers_assoc),
      label: `#${values.assistance_tiers_assoc}`,
    });

  return (
    <FormSection title={t('sale_general_notary')} className="ns-section--assistance">
      <SelectField
        name="assistance_tiers_assoc"
        label={t('sale_field_assistance_tiers_assoc')}
        placeholder={parties === null && !failed ? t('loading') : t('sale_no_notary')}
        options={options}
        disabled={parties === null && !failed}
        hint={failed ? t('sale_notaries_failed') : undefined}
        onValue={(value) => setField('assistance_tiers_assoc', value === '' ? null : Number(value))}
      />
      <div className="ns-checkbox-row">
        <CheckboxField name="showNotaire" label={t('sale_field_showNotaire')} />
        <CheckboxField name="showNotimmoBareme" label={t('sale_field_showNotimmoBareme')} />
      </div>
    </FormSection>
  );
}

function PriceSection() {
  const { t } = useTranslation();
  const { values } = useFormikContext<SaleFormValues>();
  const apply = useApply();
  const computed = isFirstPriceComputed(values);
  const fee = displayedFee(values);
  const net = parseWholeNumber(values.premiere_offre_possible_nv);
  const flatFee = parseWholeNumber(values.flat_price);
  const flatPercent = computed && net !== null && flatFee !== null ? feePercent(net + flatFee, net) : null;
  // A typed amount read back in French ('720000' → '720 000 €'): a missing zero shows at once.
  const inEuros = (text: string): string | null => {
    const amount = parseWholeNumber(text);
    return amount === null ? null : formatEuros(amount);
  };
  const hintOf = (...parts: (string | null)[]): string | undefined =>
    parts.filter((part): part is string => Boolean(part)).join(' · ') || undefined;

  return (
    <FormSection title={t('sale_general_prices')} description={t('sale_general_prices_intro')}>
      <div className="ns-grid ns-grid--2">
        <TextField
          name="premiere_offre_possible_nv"
          label={t('sale_field_premiere_offre_possible_nv')}
          required
          inputMode="numeric"
          suffix="€"
          hint={hintOf(inEuros(values.premiere_offre_possible_nv))}
          onValue={(text) =>
            apply(
              'premiere_offre_possible_nv',
              withFlatFeeApplied({ ...values, premiere_offre_possible_nv: text }),
            )
          }
        />
        <RadioGroupField
          name="flat_price_answer"
          label={t('sale_field_flat_price_answer')}
          options={yesNoOptions(t)}
          value={values.flat_price_answer ? 'oui' : 'non'}
          onValue={(answer) => apply('flat_price_answer', chooseFlatFee(values, answer === 'oui'))}
        />
      </div>
      <div className="ns-grid ns-grid--2">
        {computed ? (
          <TextField
            name="flat_price"
            label={t('sale_field_flat_price')}
            required
            inputMode="numeric"
            suffix="€"
            hint={hintOf(
              inEuros(values.flat_price),
              flatPercent !== null ? t('sale_fee_percent', { percent: flatPercent }) : null,
            )}
            onValue={(text) => apply('flat_price', withFlatFeeApplied({ ...values, flat_price: text }))}
          />
        ) : null}
        <TextField
          name="premier_prix"
          label={t('sale_field_premier_prix')}
          required
          inputMode="numeric"
          suffix="€"
          disabled={computed}
          hint={hintOf(inEuros(values.premier_prix), computed ? t('sale_premier_prix_computed') : null)}
          after={
            !computed && fee ? (
              <p className="ns-fee" data-testid="displayed-fee">
                {t('sale_fee_displayed', { amount: formatEuros(fee.amount) })}{' '}
                <strong data-testid="fee-percent">{t('sale_fee_percent', { percent: fee.percent })}</strong>
              </p>
            ) : null
          }
        />
      </div>
      <div className="ns-grid ns-grid--3">
        <TextField
          name="pas_enchere"
          label={t('sale_field_pas_enchere')}
          required
          inputMode="numeric"
          suffix="€"
          hint={hintOf(inEuros(values.pas_enchere))}
        />
        <TextField
          name="reserve_price"
          label={t('sale_field_reserve_price')}
          required
          inputMode="decimal"
          suffix="€"
          hint={t('sale_reserve_price_hint')}
        />
        <RadioGroupField
          name="charge_honoraire"
          label={t('sale_field_charge_honoraire')}
          options={[
            { value: 'A', label: t('sale_fees_buyer') },
            { value: 'V', label: t('sale_fees_seller') },
          ]}
        />
      </div>
    </FormSection>
  );
}

function OtherInfoSection() {
  const { t } = useTranslation();
  const { values } = useFormikContext<SaleFormValues>();
  return (
    <FormSection title={t('sale_general_other')}>
      <div className="ns-grid ns-grid--4">
        <TextField name="annee_construction" label={t('sale_field_annee_construction')} inputMode="numeric" />
        <TextField name="numero_etage" label={t('sale_field_numero_etage')} inputMode="numeric" />
        <TextField
          name="nombre_salle_de_bains"
          label={t('sale_field_nombre_salle_de_bains')}
          inputMode="numeric"
        />
        <TextField name="nombre_wc" label={t('sale_field_nombre_wc')} inputMode="numeric" />
      </div>
      <div className="ns-grid ns-grid--2">
        <RadioGroupField
          name="travauxAPrevoir"
          label={t('sale_field_travauxAPrevoir')}
          required
          options={yesNoOptions(t)}
        />
        <RadioGroupField
          name="acces_handicap"
          label={t('sale_field_acces_handicap')}
          required
          options={yesNoOptions(t)}
        />
      </div>
      {values.travauxAPrevoir === 'oui' ? (
        <TextField name="nature_travaux" label={t('sale_field_nature_travaux')} />
      ) : null}
      <TextField
        name="etat_general"
        label={t('sale_field_etat_general')}
        placeholder={t('sale_etat_general_placeholder')}
      />
    </FormSection>
  );
}

function HeatingSection() {
  const { t } = useTranslation();
  const { values } = useFormikContext<SaleFormValues>();
  const setField = useSetField();
  const chosen = new Set(values.chauffage);
  const toggle = (kind: (typeof HEATING_KINDS)[number], on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(kind);
    else next.delete(kind);
    setField(
      'chauffage',
      HEATING_KINDS.filter((k) => next.has(k)),
    );
  };
  return (
    <FormSection title={t('sale_general_heating')} description={t('sale_general_heating_intro')}>
      <div className="ns-chips" role="group" aria-label={t('sale_field_chauffage')}>
        {HEATING_KINDS.map((kind) => (
          <label key={kind} className={`ns-chip${chosen.has(kind) ? ' ns-chip--on' : ''}`}>
            <input
              type="checkbox"
              name="chauffage"
              value={kind}
              checked={chosen.has(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            <span>{t(`heating_${kind}`)}</span>
          </label>
        ))}
      </div>
    </FormSection>
  );
}

function AmenitiesSection() {
  const { t } = useTranslation();
  const { values } = useFormikContext<SaleFormValues>();
  const count = AMENITIES.filter((amenity) => values[amenity]).length;
  return (
    <FormSection
      title={t('sale_general_amenities')}
      description={t('sale_amenities_count', { count })}
      className="ns-section--amenities"
    >
      <div className="ns-amenities">
        {AMENITIES.map((amenity) => (
          <CheckboxField key={amenity} name={amenity} label={t(`amenity_${amenity}`)} />
        ))}
      </div>
    </FormSection>
  );
}
