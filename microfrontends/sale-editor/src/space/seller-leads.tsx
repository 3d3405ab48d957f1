import { PROPERTY_TYPES, formatDecimal, isPropertyTypeCode } from '@immo/core';
import { localeOf } from '@immo/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaleEditorDependencies } from './dependencies.js';
import { formatDateTimeShort } from './format.js';
import { LoadFailedNotice, LoadingNotice } from './load-states.js';

/** One request of GET /api/espace-negociateur/vendeurs. */
export interface SellerLeadJson {
  id: number;
  kind: 'sell' | 'estimate';
  type: string;
  adresse: string;
  codePostal: string;
  ville: string;
  surface: number | null;
  pieces: number | null;
  nom: string;
  email: string;
  telephone: string;
  message: string;
  createdAt: string;
}

type Load = { state: 'loading' } | { state: 'ready'; leads: SellerLeadJson[] } | { state: 'failed' };

/** The owners who left their property on the sell form or the estimate page, newest first. */
export function SellerLeads() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n);
  const { api } = useSaleEditorDependencies();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    api<{ 'hydra:member': SellerLeadJson[] }>('/api/espace-negociateur/vendeurs').then(
      (body) => live && setLoad({ state: 'ready', leads: body['hydra:member'] }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  return (
    <section className="ns-leads" data-testid="seller-leads" aria-labelledby="ns-leads-title">
      <h1 id="ns-leads-title" className="ns-page-title">
        {t('seller_leads_title')}
      </h1>
      {load.state === 'loading' && <LoadingNotice />}
      {load.state === 'failed' && (
        <LoadFailedNotice message={t('sales_load_error')} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {load.state === 'ready' && load.leads.length === 0 && (
        <p className="ns-empty">{t('seller_leads_empty')}</p>
      )}
      {load.state === 'ready' && load.leads.length > 0 && (
        <ul className="ns-leads-list">
          {load.leads.map((lead) => (
            <li key={lead.id} className="kit-card ns-lead" data-testid="seller-lead">
              <p className="ns-lead-head">
                <strong>
                  {isPropertyTypeCode(lead.type) ? PROPERTY_TYPES[lead.type][locale] : lead.type} —{' '}
                  {lead.ville} ({lead.codePostal})
                </strong>{' '}
                <span className="ns-lead-kind">
                  {t(lead.kind === 'estimate' ? 'seller_leads_kind_estimate' : 'seller_leads_kind_sell')}
                </span>
              </p>
              <p>
                {lead.adresse}
                {lead.surface !== null && ` — ${formatDecimal(lead.surface, locale)} m²`}
                {lead.pieces !== null && ` — ${t('site_rooms_count', { count: lead.pieces })}`}
              </p>
              <p>
                {t('seller_leads_col_contact')} {lead.nom} — <a href={`mailto:${lead.email}`}>{lead.email}</a>
                {lead.telephone && (
                  <>
                    {' '}
                    — <a href={`tel:${lead.telephone.replace(/\s/g, '')}`}>{lead.telephone}</a>
                  </>
                )}
              </p>
              {lead.message && <p className="ns-lead-message">{lead.message}</p>}
              <p className="ns-lead-date">
                {t('seller_leads_col_date')} {formatDateTimeShort(lead.createdAt, i18n.language)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
