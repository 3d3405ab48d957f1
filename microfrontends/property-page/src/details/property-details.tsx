import { formatEuros } from '@immo/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyPageData } from '../api/page-data.js';
import { Editable, useEditableFields } from '../inline-edit/editable.js';
import { EnergyDiagnostic } from './dpe.js';
import { localeOf } from '@immo/kit';
import {
  amountText,
  codeLabel,
  generalConditionLabel,
  keyFigures,
  procedureLabel,
  typeAndSubNature,
} from './figures.js';

void import(/* webpackMode: "eager" */ './details.css').catch(() => undefined);

/** The official site on natural and technological risks, named by the statement every listing carries. */
export const RISKS_SITE_URL = 'https://www.georisques.gouv.fr';

function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`ppm-details__card${className ? ` ${className}` : ''}`}>
      <h2 className="ppm-details__title">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode | null | undefined][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="ppm-facts">
      {shown.map(([label, value]) => (
        <div key={label} className="ppm-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What the property is (spec §3.1): description and neighbourhood, key figures, fees,
 * co-ownership, taxes and charges, heating and amenities, works, access, the DPE, the risks
 * statement and where it is (the street only when the seller shows it).
 */
export function PropertyDetails({ page }: { page: PropertyPageData }) {
  const { t, i18n } = useTranslation();
  const bien = page.bien;
  const exists = (key: string) => i18n.exists(key);
  const yesNo = (value: boolean) => t(value ? 'details_yes' : 'details_no');
  const locale = localeOf(i18n);
  const figures = keyFigures(bien, t, locale);
  const editable = useEditableFields();
  // An empty text shows only to those who may fill it in.
  const shown = (field: string, text: string) => text !== '' || editable.includes(field);
  const feesPaidBy = (bien.charge_honoraire ?? page.bienJson.chargeHonoraire) === 'V' ? 'seller' : 'buyer';
  const taxes: [string, string | null][] = [
    [t('details_property_tax'), amountText(bien.taxe_fonciere, 'details_per_year', t)],
    [t('details_housing_tax'), amountText(bien.taxe_habitation, 'details_per_year', t)],
    [t('details_monthly_charges'), amountText(bien.charges_mensuelles, 'details_per_month', t)],
  ];
  const town = [bien.codePostal || page.bienJson.codePostal, bien.ville || page.bienJson.ville]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="ppm-details" data-testid="property-details">
      <Card title={t('details_description')} className="ppm-details__card--description">
        {shown('descriptif_annonce', bien.descriptif_annonce) && (
          <p className="ppm-details__lead">
            <Editable field="descriptif_annonce" text={bien.descriptif_annonce} multiline />
          </p>
        )}
        {shown('descriptif', bien.descriptif) && (
          <p className="ppm-details__text">
            <Editable field="descriptif" text={bien.descriptif} multiline />
          </p>
        )}
        {shown('description_quartier', bien.description_quartier) && (
          <>
            <h3 className="ppm-details__subtitle">{t('details_neighbourhood')}</h3>
            <p className="ppm-details__text">
              <Editable field="description_quartier" text={bien.description_quartier} multiline />
            </p>
          </>
        )}
      </Card>

      <Card title={t('details_features')}>
        {figures.length > 0 && (
          <ul className="ppm-figures">
            {figures.map((figure) => (
              <li key={figure.key} className="ppm-figures__item">
                <span className="ppm-figures__value">{figure.value}</span>
                <span className="ppm-figures__label">{figure.label}</span>
              </li>
            ))}
          </ul>
        )}
        <Facts
          rows={[
            [t('details_type'), typeAndSubNature(bien, t, exists, locale)],
            [t('details_condition'), generalConditionLabel(bien.etat_general, t, exists)],
            [t('details_recent_build'), bien.constru_moins5ans ? t('details_yes') : null],
            [t('details_disabled_access'), yesNo(bien.acces_handicap)],
            [
              t('details_works'),
              bien.travauxAPrevoir
                ? bien.nature_travaux.trim()
                  ? t('details_works_planned', { works: bien.nature_travaux.trim() })
                  : t('details_yes')
                : t('details_no'),
            ],
          ]}
        />
        {bien.chauffage.length > 0 && (
          <>
            <h3 className="ppm-details__subtitle">{t('details_heating')}</h3>
            <ul className="ppm-chips">
              {bien.chauffage.map((code) => (
                <li key={code} className="ppm-chips__chip ppm-chips__chip--heating">
                  {codeLabel('heating', code, t, exists)}
                </li>
              ))}
            </ul>
          </>
        )}
        {bien.equipements.length > 0 && (
          <>
            <h3 className="ppm-details__subtitle">{t('details_amenities')}</h3>
            <ul className="ppm-chips">
              {bien.equipements.map((code) => (
                <li key={code} className="ppm-chips__chip">
                  {codeLabel('amenity', code, t, exists)}
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>

      <Card title={t('details_taxes')}>
        <Facts
          rows={[
            [
              t('details_fees'),
              bien.honoraires !== null
                ? `${t('details_fees_amount', { amount: formatEuros(bien.honoraires) })}, ${t(
                    feesPaidBy === 'seller' ? 'details_fees_paid_by_seller' : 'details_fees_paid_by_buyer',
                  )}`
                : null,
            ],
            ...taxes,
          ]}
        />
        {bien.copropriete && (
          <>
            <h3 className="ppm-details__subtitle">{t('details_co_ownership')}</h3>
            <p className="ppm-details__note">{t('details_co_ownership_intro')}</p>
            <Facts
              rows={[
                [t('details_lots'), bien.nb_lots !== null ? String(bien.nb_lots) : null],
                [
                  t('details_annual_charges'),
                  bien.charge !== null ? t('details_per_year', { amount: formatEuros(bien.charge) }) : null,
                ],
                [
                  t('details_procedure'),
                  bien.infos_procedure ? procedureLabel(bien.infos_procedure, t) : null,
                ],
                [t('details_syndic'), bien.nom_syndic],
              ]}
            />
          </>
        )}
      </Card>

      <Card title={t('dpe_title')} className="ppm-details__card--dpe">
        <EnergyDiagnostic bien={bien} />
      </Card>

      <Card title={t('risks_title')}>
        <p className="ppm-details__text">
          {t('risks_statement')}{' '}
          <a href={RISKS_SITE_URL} target="_blank" rel="noopener noreferrer">
            {t('risks_link')}
          </a>
        </p>
        {bien.etat_des_risques && <p className="ppm-details__note">{t('risks_report_available')}</p>}
      </Card>

      <Card title={t('details_location')}>
        <address className="ppm-details__address">
          {bien.afficher_adresse && bien.adresse && <span>{bien.adresse}</span>}
          {bien.afficher_adresse && bien.complement && <span>{bien.complement}</span>}
          <span>{town}</span>
        </address>
        {!bien.afficher_adresse && <p className="ppm-details__note">{t('details_address_hidden')}</p>}
      </Card>
    </div>
  );
}
