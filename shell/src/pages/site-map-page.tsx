import { siteMapView, type SiteMapSale, type SiteMapView } from '@immo/core';
import { localeOf } from '@immo/kit';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PrerenderedOrLoading } from '../remote-slot.js';
import { LoadFailed } from '../load-failed.js';
import { useApiResource } from '../use-api-resource.js';
import { NotFoundPage } from './not-found-page.js';
import { useDocumentTitle } from './use-document-title.js';

interface SiteSalesJson {
  'hydra:member': {
    bienId: number;
    nom: string;
    type: string;
    ville: string;
    codePostal: string;
    departement: string;
  }[];
}

const saleOf = (json: SiteSalesJson['hydra:member'][number]): SiteMapSale => ({
  propertyId: json.bienId,
  title: json.nom,
  type: json.type,
  city: json.ville,
  postcode: json.codePostal,
  department: json.departement,
});

function SiteMapContent({ view }: { view: SiteMapView }) {
  useDocumentTitle(view.title);
  return (
    <section className="content-page kit-card site-map" data-testid="site-map">
      <h1>{view.title}</h1>
      <ul className="site-map__links">
        {view.links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.label}</Link>
            {link.detail && <span className="site-map__detail"> — {link.detail}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /plan-du-site/…: the site maps by department, type and town (spec §2.4), as the server writes them. */
export function SiteMapPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [sales, retry] = useApiResource<SiteSalesJson>('/api/plan-du-site');
  if (sales.status === 'loading') return <PrerenderedOrLoading />;
  if (sales.status === 'error') return <LoadFailed message={t('sales_load_error')} onRetry={retry} />;
  const view = siteMapView(pathname, sales.data['hydra:member'].map(saleOf), localeOf(i18n), (code, params) =>
    t(code, params),
  );
  if (!view) return <NotFoundPage />;
  return <SiteMapContent view={view} />;
}
