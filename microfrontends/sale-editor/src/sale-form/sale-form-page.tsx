import { selectSession } from '@immo/kit';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { salesListPath } from '../space/paths.js';
import { SaleForm } from './sale-form.js';
import type { SaleFormTabComponents } from './tab-components.js';

/** A sale id from the path: a positive whole number, else nothing (the page is not found). */
export function saleIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * /espace-negociateur/bien/nouveau (create) and /espace-negociateur/bien/:id/informations (update):
 * the assistance role is the logged-in negotiator's.
 */
export function SaleFormPage({ tabs }: { tabs: SaleFormTabComponents }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const { user } = useSelector(selectSession);
  const bienId = id === undefined ? null : saleIdOf(id);
  if (id !== undefined && bienId === null)
    return (
      <div className="kit-notice kit-notice--error" role="alert">
        <p>{t('sale_form_load_not_found')}</p>
        <Link to={salesListPath()}>{t('sale_form_back_to_list')}</Link>
      </div>
    );
  return (
    <SaleForm key={bienId ?? 'new'} bienId={bienId} roleAssistance={user?.assistance ?? false} tabs={tabs} />
  );
}
