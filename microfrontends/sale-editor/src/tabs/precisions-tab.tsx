import {
  afficherAdresseFromCheckbox,
  chooseDpeBlank,
  chooseDpeExempt,
  coOwnershipFieldsShown,
  dpeCostsRequired,
  dpeDateRequired,
  dpeValuesRequired,
  ENERGY_CLASSES,
  hideAddressChecked,
  NEIGHBOURHOOD_DESCRIPTION_MAX_LENGTH,
  PROCEDURE_OPTIONS,
  type ProcedureOption,
  type SaleFormValues,
  type YesNo,
} from '@immo/core';
import { energyClassColors } from '@immo/kit';
import { useFormikContext } from 'formik';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressField } from '../localisation/address-field.js';
import { GpsBanner, RegeocodeStatus } from '../localisation/gps-banner.js';
import { LocationMap } from '../localisation/location-map.js';
import { useStyleSheet } from '../localisation/style-sheet.js';
import {
  CheckboxField,
  errorIdOf,
  FieldError,
  FormSection,
  RadioGroupField,
  RequiredMark,
  SelectField,
  TextAreaField,
  TextField,
  useFieldError,
  useSetField,
  type Option,
} from '../sale-form/fields.js';
import type { SaleFormTabProps } from '../sale-form/tab-components.js';

/** Géorisques, the State's site on the natural and technological risks of each address. */
export const RISKS_SITE_URL = 'https://www.georisques.gouv.fr';

const PROCEDURE_LABELS: Record<ProcedureOption, string> = {
  Aucune: 'precisions_procedure_none',
  Administrateur: 'precisions_procedure_administrator',
  Expert: 'precisions_procedure_expert',
  Mandataire: 'precisions_procedure_agent',
};

/**
 * The Précisions tab of the sale form (spec §2.1, §3.1, §4, §5.1): Localisation, Caractéristiques,
 * Descriptif du bien, Diagnostics (DPE) and the risks report, on the form shared by the four tabs.
 */
export function PrecisionsTab(_props: SaleFormTabProps) {
  useStyleSheet('sale-editor-precisions-styles', css);
  return (
    <div className="ns-tab-content" data-testid="precisions-tab">
      <LocalisationSection />
      <CharacteristicsSection />
      <DescriptionSection />
      <DpeSection />
      <RisksSection />
    </div>
  );
}

function useYesNo(): Option[] {
  const { t } = useTranslation();
  return [
    { value: 'oui', label: t('sale_yes') },
    { value: 'non', label: t('sale_no') },
  ];
}

function LocalisationSection() {
  const { t } = useTranslation();
  const { values } = useFormikContext<SaleFormValues>();
  const setField = useSetField();
  return (
    <FormSection title={t('precisions_localisation')}>
      <div className="se-loc">
        <div className="se-loc-fields">
          <AddressField />
          <div className="ns-grid se-pair">
            <TextField name="codePostal" label={t('precisions_postcode')} required readOnly />
            <TextField name="ville" label={t('precisions_city')} required readOnly />
          </div>
          <p className="ns-hint se-filled-hint">{t('precisions_filled_from_address')}</p>
          <TextField name="complement" label={t('precisions_complement')} />
          <CheckboxField
            name="afficher_adresse"
            label={t('precisions_hide_address')}
            checked={hideAddressChecked(values.afficher_adresse)}
            onChecked={(checked) => setField('afficher_adresse', afficherAdresseFromCheckbox(checked))}
          />
          <dl className="se-facts">
            <div>
              <dt>{t('precisions_insee')}</dt>
              <dd>
                <output name="codeInsee">{values.codeInsee || '—'}</output>
              </dd>
            </div>
            <div>
              <dt>{t('precisions_department')}</dt>
              <dd>
                <output name="departement">{values.departement || '—'}</output>
              </dd>
            </div>
          </dl>
          {/* The server may refuse them (a commune it does not know): its message shows here. */}
          <FieldError name="codeInsee" />
          <FieldError name="departement" />
        </div>
        <div className="se-loc-map">
          <GpsBanner />
          <RegeocodeStatus />
          <LocationMap />
        </div>
      </div>
    </FormSection>
  );
}

function CharacteristicsSection() {
  const { t } = useTranslation();
  const { values } = useFormikContext<SaleFormValues>();
  const yesNo = useYesNo();
  const m2 = t('precisions_unit_m2');
  return (
    <FormSection title={t('precisions_characteristics')}>
      <div className="ns-grid se-grid">
        <NumberField name="surface_habitable" label={t('precisions_living_area')} step="0.01" suffix={m2} />
        <NumberField name="surface_terrain" label={t('precisions_land_area')} step="0.01" suffix={m2} />
        <NumberField name="nombre_pieces" label={t('precisions_rooms')} step="1" />
        <NumberField name="nombre_chambres" label={t('precisions_bedrooms')} step="1" />
        <RadioGroupField name="constru_moins5ans" label={t('precisions_built_recently')} options={yesNo} />
        <RadioGroupField name="copropriete" label={t('precisions_co_ownership')} options={yesNo} />
      </div>
      {coOwnershipFieldsShown(values) && (
        <div className="se-subgroup" data-testid="co-ownership-fields">
          <p className="se-subgroup-title">{t('precisions_co_ownership_details')}</p>
          <div className="ns-grid se-grid">
            <NumberField name="nb_lots" label={t('precisions_lots')} step="1" required />
            <NumberField
              name="charge"
              label={t('precisions_annual_charges')}
              step="1"
              suffix={t('precisions_unit_euros_year')}
              required
            />
            <SelectField
              name="infos_procedure"
              label={t('precisions_procedure')}
              options={PROCEDURE_OPTIONS.map((option) => ({
                value: option,
                label: t(PROCEDURE_LABELS[option]),
              }))}
            />
            <TextField name="nom_syndic" label={t('precisions_syndic')} />
          </div>
        </div>
      )}
    </FormSection>
  );
}

function DescriptionSection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('precisions_description')}>
      <TextField
        name="description_quartier"
        label={t('precisions_neighbourhood')}
        required
        counter={NEIGHBOURHOOD_DESCRIPTION_MAX_LENGTH}
        placeholder={t('precisions_neighbourhood_placeholder')}
      />
      <TextAreaField name="descriptif_annonce" label={t('precisions_listing_text')} required rows={9} />
    </FormSection>
  );
}

function DpeSection() {
  const { t } = useTranslation();
  const { values, setValues, setFieldTouched } = useFormikContext<SaleFormValues>();
  const yesNo = useYesNo();
  const valuesShown = dpeValuesRequired(values);
  const costsRequired = dpeCostsRequired(values);
  const euros = t('precisions_unit_euros_year');
  const choose = (field: 'dpe_exempte' | 'dpe_vierge', answer: string) => {
    const rule = field === 'dpe_exempte' ? chooseDpeExempt : chooseDpeBlank;
    void setFieldTouched(field, true, false);
    void setValues((previous) => rule(previous, answer as YesNo));
  };
  return (
    <FormSection title={t('precisions_dpe')}>
      <div className="ns-grid se-grid">
        <div className="se-contents" data-testid="dpe-exempte">
          <RadioGroupField
            name="dpe_exempte"
            label={t('precisions_dpe_exempt')}
            options={yesNo}
            onValue={(answer) => choose('dpe_exempte', answer)}
          />
        </div>
        <div className="se-contents" data-testid="dpe-vierge">
          <RadioGroupField
            name="dpe_vierge"
            label={t('precisions_dpe_blank')}
            options={yesNo}
            onValue={(answer) => choose('dpe_vierge', answer)}
          />
        </div>
        {dpeDateRequired(values) && (
          <TextField name="dpe_date" label={t('precisions_dpe_date')} type="date" required />
        )}
      </div>
      {values.dpe_exempte === 'oui' && <p className="se-note">{t('precisions_dpe_exempt_note')}</p>}
      {values.dpe_vierge === 'oui' && <p className="se-note">{t('precisions_dpe_blank_note')}</p>}
      {valuesShown && (
        <>
          <div className="se-energy-row">
            <NumberField
              name="dpe_nrj"
              label={t('precisions_dpe_energy')}
              step="0.01"
              suffix={t('precisions_unit_energy')}
              required
            />
            <EnergyClassField name="dpe_lettre" label={t('precisions_dpe_energy_class')} />
          </div>
          <div className="se-energy-row">
            <NumberField
              name="dpe_ges"
              label={t('precisions_dpe_ges')}
              step="0.01"
              suffix={t('precisions_unit_ges')}
              required
            />
            <EnergyClassField name="ges_lettre" label={t('precisions_dpe_ges_class')} />
          </div>
          <div className="se-subgroup" data-testid="dpe-costs">
            <p className="se-subgroup-title">{t('precisions_dpe_costs')}</p>
            <p className="ns-hint se-subgroup-hint">{t('precisions_dpe_costs_hint')}</p>
            <div className="ns-grid se-grid">
              <NumberField
                name="cout_ann_min"
                label={t('precisions_dpe_cost_min')}
                step="1"
                suffix={euros}
                required={costsRequired}
              />
              <NumberField
                name="cout_ann_max"
                label={t('precisions_dpe_cost_max')}
                step="1"
                suffix={euros}
                required={costsRequired}
              />
              <NumberField
                name="date_ref_dpe"
                label={t('precisions_dpe_cost_year')}
                step="1"
                placeholder={t('precisions_dpe_cost_year_placeholder')}
                required={costsRequired}
              />
            </div>
          </div>
        </>
      )}
    </FormSection>
  );
}

function RisksSection() {
  const { t } = useTranslation();
  const yesNo = useYesNo();
  return (
    <FormSection title={t('precisions_risks')}>
      <RadioGroupField name="etat_des_risques" label={t('precisions_risks_done')} options={yesNo} required />
      <p className="ns-hint se-risks-hint">
        {t('precisions_risks_hint')}{' '}
        <a href={RISKS_SITE_URL} target="_blank" rel="noopener noreferrer" data-testid="risks-link">
          {t('precisions_risks_link')}
        </a>
      </p>
    </FormSection>
  );
}

/**
 * A number input (the step the spec gives, the browser's numeric keyboard, a French decimal comma
 * read as a dot); the form keeps the text, as core's rules read it.
 */
function NumberField({
  name,
  label,
  step,
  suffix,
  placeholder,
  required,
}: {
  name: keyof SaleFormValues;
  label: ReactNode;
  step: '1' | '0.01';
  suffix?: string;
  placeholder?: string;
  required?: boolean;
}) {
  const { values, setFieldTouched } = useFormikContext<SaleFormValues>();
  const setField = useSetField();
  const error = useFieldError(name);
  const id = useId();
  return (
    <div className="ns-field">
      <label className="ns-label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <div className={`ns-input-wrap${suffix ? ' ns-input-wrap--suffix' : ''}`}>
        <input
          id={id}
          className="ns-input"
          name={name}
          type="number"
          step={step}
          min="0"
          inputMode={step === '1' ? 'numeric' : 'decimal'}
          value={String(values[name] ?? '')}
          placeholder={placeholder}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(name) : undefined}
          onChange={(event) => setField(name, event.target.value)}
          onBlur={() => void setFieldTouched(name, true)}
        />
        {suffix ? (
          <span className="ns-suffix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      <FieldError name={name} />
    </div>
  );
}

/** Readable text on a colour: the dark or the white ink, whichever contrasts more. */
function inkOn(hex: string): string {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  const darkInk = 0.0222; // relative luminance of the kit's text colour #1f2933
  return (luminance + 0.05) / (darkInk + 0.05) >= 1.05 / (luminance + 0.05) ? '#1f2933' : '#ffffff';
}

/** A–G on the coloured scale of the official energy label: one radio per class. */
function EnergyClassField({ name, label }: { name: 'dpe_lettre' | 'ges_lettre'; label: string }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<SaleFormValues>();
  const setField = useSetField();
  const error = useFieldError(name);
  const labelId = useId();
  const chosen = values[name].trim().toUpperCase();
  return (
    <div
      className="ns-field se-energy"
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorIdOf(name) : undefined}
      data-testid={`${name}-scale`}
    >
      <span className="ns-label" id={labelId}>
        {label}
        <RequiredMark />
      </span>
      <div className={`se-energy-scale${chosen ? ' se-energy-scale--chosen' : ''}`}>
        {ENERGY_CLASSES.map((letter, index) => {
          const colour = energyClassColors[letter];
          const optionName = t('precisions_energy_class_option', { letter });
          return (
            <label
              key={letter}
              className={`se-energy-option${chosen === letter ? ' se-energy-option--on' : ''}`}
              style={
                {
                  backgroundColor: colour,
                  color: inkOn(colour),
                  // The official label's bars widen from A to G.
                  '--se-step': `${2.4 + index * 0.25}rem`,
                } as CSSProperties
              }
              title={optionName}
            >
              <input
                type="radio"
                name={name}
                value={letter}
                checked={chosen === letter}
                aria-label={optionName}
                onChange={() => setField(name, letter)}
              />
              <span aria-hidden="true">{letter}</span>
            </label>
          );
        })}
      </div>
      <FieldError name={name} />
    </div>
  );
}

// What the shared form styles do not cover: the localisation layout, the sub-groups, the scale.
const css = `
.se-contents { display: contents; }
.se-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.se-pair { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.se-loc { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5rem 2rem; align-items: start; }
.se-loc-fields { display: grid; gap: 1rem; }
.se-filled-hint { margin-top: -0.6rem; }
.se-facts { display: flex; flex-wrap: wrap; gap: 0.5rem 2rem; margin: 0; padding: 0.65rem 0.9rem; border-radius: 8px; background: #f5f7f9; }
.se-facts dt { font-size: 0.8rem; color: var(--muted, #5f6b7a); }
.se-facts dd { margin: 0.1rem 0 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.se-subgroup { padding: 1rem 1.1rem 1.15rem; border-left: 3px solid var(--brand, #0b3d5c); border-radius: 0 8px 8px 0; background: #f5f8fa; }
.se-subgroup-title { margin: 0 0 0.8rem; font-weight: 700; color: var(--brand, #0b3d5c); }
.se-subgroup-hint { margin: -0.55rem 0 0.9rem; }
.se-note { margin: 0; padding: 0.7rem 0.9rem; border-radius: 8px; background: #e8f1f8; color: var(--brand, #0b3d5c); font-size: 0.92rem; }
.se-energy-row { display: grid; grid-template-columns: minmax(12rem, 19rem) minmax(0, 1fr); gap: 1rem 1.5rem; align-items: start; }
.se-energy-scale { display: flex; align-items: flex-end; gap: 0.3rem; padding-top: 0.15rem; }
.se-energy-option { position: relative; display: grid; place-items: center; width: var(--se-step, 2.5rem); height: 2.75rem; border-radius: 6px; font-weight: 800; font-size: 1.05rem; cursor: pointer; transition: transform 0.12s, opacity 0.12s, box-shadow 0.12s; }
.se-energy-option input { position: absolute; inset: 0; opacity: 0; margin: 0; cursor: pointer; }
.se-energy-scale--chosen .se-energy-option { opacity: 0.38; }
.se-energy-option:hover { opacity: 1; }
.se-energy-scale--chosen .se-energy-option--on { opacity: 1; transform: translateY(-3px) scale(1.08); box-shadow: 0 0 0 2px #fff, 0 0 0 4px var(--text, #1f2933); }
.se-energy-option:has(input:focus-visible) { outline: 3px solid var(--brand, #0b3d5c); outline-offset: 2px; }
.se-energy[aria-invalid='true'] .se-energy-scale { outline: 1px solid var(--danger, #c62828); outline-offset: 3px; border-radius: 6px; }
.se-risks-hint a { font-weight: 700; }
@media (max-width: 900px) {
  .se-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .se-loc { grid-template-columns: minmax(0, 1fr); }
  .se-energy-row { grid-template-columns: minmax(0, 1fr); }
}
@media (max-width: 767px) {
  .se-grid { grid-template-columns: minmax(0, 1fr); }
  .se-pair { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0.8rem; }
  .se-energy-option { flex: 1 1 0; width: auto; min-width: 0; }
}
`;
