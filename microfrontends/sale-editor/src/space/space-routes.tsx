import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { BUYERS_CSS } from '../buyers/buyers-styles.js';
import { SaleBuyersPage } from '../buyers/sale-buyers-page.js';
import { SaleVisitsPage } from '../buyers/sale-visits-page.js';
import { UsersPage } from '../buyers/users-page.js';
import { VisitValidationPage } from '../buyers/visit-validation-page.js';
import { SALE_DOCUMENTS_CSS, SaleDocumentsPage } from '../documents/sale-documents-page.js';
import { SaleFormPage } from '../sale-form/sale-form-page.js';
import type { SaleFormTabComponents } from '../sale-form/tab-components.js';
import { NegotiatorGuard } from './negotiator-guard.js';
import { NotaryDirectory } from './notary-directory.js';
import { salesListPath } from './paths.js';
import { PersonalInfo } from './personal-info.js';
import { SalesList } from './sales-list.js';
import { SellerLeads } from './seller-leads.js';
import { SpaceLayout } from './space-layout.js';
import { SPACE_CSS } from './space-styles.js';

function SpaceNotFound() {
  const { t } = useTranslation();
  return (
    <div className="kit-card ns-empty">
      <p>{t('page_not_found')}</p>
      <Link to={salesListPath()}>{t('sale_form_back_to_list')}</Link>
    </div>
  );
}

function SpacePages({ tabs }: { tabs: SaleFormTabComponents }) {
  return (
    <Routes>
      <Route element={<SpaceLayout />}>
        <Route index element={<SalesList />} />
        <Route path="informations-personnelles" element={<PersonalInfo />} />
        <Route path="annuaire-notaires" element={<NotaryDirectory />} />
        <Route path="utilisateurs" element={<UsersPage />} />
        <Route path="vendeurs" element={<SellerLeads />} />
        <Route path="bien/nouveau" element={<SaleFormPage tabs={tabs} />} />
        <Route path="bien/:id/informations" element={<SaleFormPage tabs={tabs} />} />
        <Route path="bien/:id/acteurs" element={<SaleBuyersPage />} />
        <Route path="bien/:id/visites" element={<SaleVisitsPage />} />
        <Route path="bien/:id/documents" element={<SaleDocumentsPage />} />
        <Route path="dossier/:id/validation/visite" element={<VisitValidationPage />} />
        <Route path="*" element={<SpaceNotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * The negotiator space's pages below /espace-negociateur. Rendered by the shell under its
 * '/espace-negociateur/*' route, the paths arrive relative to it; on its own (standalone, or a
 * catch-all route) they arrive whole: both readings lead to the same pages.
 */
export function NegotiatorSpaceRoutes({ tabs }: { tabs: SaleFormTabComponents }) {
  return (
    <>
      <style href="ns-space" precedence="default">
        {SPACE_CSS}
      </style>
      <style href="nb-buyers" precedence="default">
        {BUYERS_CSS}
      </style>
      <style href="nd-documents" precedence="default">
        {SALE_DOCUMENTS_CSS}
      </style>
      <NegotiatorGuard>
        <Routes>
          <Route path="espace-negociateur/*" element={<SpacePages tabs={tabs} />} />
          <Route path="*" element={<SpacePages tabs={tabs} />} />
        </Routes>
      </NegotiatorGuard>
    </>
  );
}
