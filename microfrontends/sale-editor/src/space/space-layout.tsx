import { SELLER_LEADS_PATH } from '@immo/core';
import { selectSession, useScrollEdges } from '@immo/kit';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router';
import {
  NEW_SALE_PATH,
  NOTARY_DIRECTORY_PATH,
  PERSONAL_INFO_PATH,
  salesListPath,
  SPACE_PATH,
  USERS_PATH,
} from './paths.js';
import { saleIdOf } from '../sale-form/sale-form-page.js';
import { mayManageUsers } from './negotiator-guard.js';
import { saleQualificationPages } from './sale-links.js';
import { mayReadNotaries } from './third-parties.js';

type Section =
  | 'sales'
  | 'finished'
  | 'leads'
  | 'personal'
  | 'notaries'
  | 'form'
  | 'buyers'
  | 'visits'
  | 'documents'
  | 'users'
  | 'other';

function currentSection(pathname: string, statut: string | null): Section {
  const path = pathname.replace(/\/+$/, '');
  if (path.endsWith('/informations-personnelles')) return 'personal';
  if (path.endsWith('/annuaire-notaires')) return 'notaries';
  if (path.endsWith('/utilisateurs')) return 'users';
  if (path.endsWith('/vendeurs')) return 'leads';
  if (/\/bien\/(nouveau|\d+\/informations)$/.test(path)) return 'form';
  if (/\/bien\/\d+\/acteurs$/.test(path) || /\/dossier\/\d+\/validation\/visite$/.test(path)) return 'buyers';
  if (/\/bien\/\d+\/visites$/.test(path)) return 'visits';
  if (/\/bien\/\d+\/documents$/.test(path)) return 'documents';
  if (path.endsWith(SPACE_PATH) || path === '') return statut === 'termine' ? 'finished' : 'sales';
  return 'other';
}

/** The sale a page is about: its form, buyers, visits, or a visit validation opened from them (?bien=). */
function saleInView(pathname: string, bien: string | null): number | null {
  const salePage = /\/bien\/(\d+)\/(informations|acteurs|visites|documents)\/?$/.exec(pathname);
  if (salePage) return saleIdOf(salePage[1]);
  const validation = /\/dossier\/\d+\/validation\/visite\/?$/.test(pathname);
  return validation && bien !== null ? saleIdOf(bien) : null;
}

/** The space's frame: who is here, its sections, and the way to a new sale. */
export function SpaceLayout() {
  const { t } = useTranslation();
  const { user } = useSelector(selectSession);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const section = currentSection(pathname, params.get('statut'));
  const links: { section: Section; to: string; label: string }[] = [
    { section: 'sales', to: salesListPath(), label: t('space_nav_sales') },
    { section: 'finished', to: salesListPath('termine'), label: t('space_nav_finished') },
    { section: 'leads', to: SELLER_LEADS_PATH, label: t('seller_leads_title') },
    { section: 'personal', to: PERSONAL_INFO_PATH, label: t('space_nav_personal') },
  ];
  // On a phone the sections scroll sideways: the current one in view, a fade where more hide.
  const { row: nav, edges } = useScrollEdges<HTMLElement>([section]);
  // Only those the server lets read the notaries see the way to them.
  if (mayReadNotaries(user))
    links.push({ section: 'notaries', to: NOTARY_DIRECTORY_PATH, label: t('space_nav_notaries') });
  // A sale's own pages are reached from that sale.
  const bienId = saleInView(pathname, params.get('bien'));
  if (bienId !== null)
    links.splice(
      1,
      0,
      ...saleQualificationPages(bienId).map((link) => ({
        section: link.page,
        to: link.to,
        label: t(link.label),
      })),
    );
  if (mayManageUsers(user))
    links.push({ section: 'users', to: USERS_PATH, label: t('negotiator_nav_users') });
  return (
    <div className="ns-space">
      <header className="ns-space-header">
        <div className="ns-space-heading">
          <p className="ns-space-kicker">{t('space_title')}</p>
          <p className="ns-space-greeting">
            {user?.firstName ? t('space_greeting', { name: user.firstName }) : t('space_title')}
          </p>
        </div>
        <Link className="kit-button ns-new-sale" to={NEW_SALE_PATH} data-testid="new-sale">
          <span aria-hidden="true">+</span> {t('space_new_sale')}
        </Link>
      </header>
      <nav
        ref={nav}
        className={`ns-space-nav${edges.start ? ' ns-space-nav--more-before' : ''}${edges.end ? ' ns-space-nav--more-after' : ''}`}
        aria-label={t('space_nav_label')}
        data-testid="space-nav"
      >
        {links.map((link) => (
          <Link
            key={link.section}
            to={link.to}
            className={`ns-space-nav-link${section === link.section ? ' ns-space-nav-link--active' : ''}`}
            aria-current={section === link.section ? 'page' : undefined}
          >
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="ns-space-body">
        <Outlet />
      </div>
    </div>
  );
}
