import { managesEverySale } from '@immo/core';
import { mergeMessages, RemoteMessages, ReportingBoundary, selectSession, viewerOfSession } from '@immo/kit';
import * as admin from '@immo/core/messages/admin';
import * as seller from '@immo/core/messages/seller';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Outlet, Route, Routes, useLocation } from 'react-router';
import { BUYERS_CSS } from '../buyers/buyers-styles.js';
import { SALE_EDITOR_MESSAGES } from '../messages.js';
import { SALE_EDITOR_REMOTE } from '../remote.js';
import { PageRefusal } from '../space/load-states.js';
import { SPACE_CSS } from '../space/space-styles.js';
import {
  ADMIN_CSS,
  AdminAuditPage,
  AdminNotariesPage,
  AdminSalesPage,
  AdminUsersPage,
} from './admin-pages.js';

export const ADMIN_SPACE_PATH = '/espace-admin';
/** The news editor, built by the newsletter/news remote; only linked from here. */
export const ADMIN_NEWS_PATH = `${ADMIN_SPACE_PATH}/actualites`;

const ADMIN_MESSAGES = mergeMessages(admin, seller);

const SECTIONS = [
  { path: '', label: 'admin_nav_users' },
  { path: 'ventes', label: 'admin_nav_sales' },
  { path: 'notaires', label: 'admin_nav_notaries' },
  { path: 'journal', label: 'admin_nav_audit' },
] as const;

function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const active = (path: string) =>
    path === '' ? current === 'espace-admin' || current === '' : current === path;
  return (
    <div className="ns-space" data-testid="admin-space">
      <header className="ns-space-header">
        <div className="ns-space-heading">
          <p className="ns-space-kicker">{t('admin_space_title')}</p>
        </div>
      </header>
      <nav className="ns-space-nav" aria-label={t('admin_nav_label')} data-testid="admin-nav">
        {SECTIONS.map((section) => (
          <Link
            key={section.path}
            to={section.path === '' ? ADMIN_SPACE_PATH : `${ADMIN_SPACE_PATH}/${section.path}`}
            className={`ns-space-nav-link${active(section.path) ? ' ns-space-nav-link--active' : ''}`}
            aria-current={active(section.path) ? 'page' : undefined}
          >
            {t(section.label)}
          </Link>
        ))}
        <a className="ns-space-nav-link" href={ADMIN_NEWS_PATH} data-testid="admin-nav-news">
          {t('admin_nav_news')}
        </a>
      </nav>
      <div className="ns-space-body">
        <Outlet />
      </div>
    </div>
  );
}

function AdminPages() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminUsersPage />} />
        <Route path="ventes" element={<AdminSalesPage />} />
        <Route path="notaires" element={<AdminNotariesPage />} />
        <Route path="journal" element={<AdminAuditPage />} />
        <Route path="*" element={<AdminUsersPage />} />
      </Route>
    </Routes>
  );
}

function AdminGuard() {
  const { t } = useTranslation();
  const { user } = useSelector(selectSession);
  if (!managesEverySale(viewerOfSession(user)))
    return (
      <PageRefusal
        title={t('admin_space_title')}
        titleId="ad-refused"
        message={t('admin_refused')}
        testId="admin-refused"
      />
    );
  return (
    <Routes>
      <Route path="espace-admin/*" element={<AdminPages />} />
      <Route path="*" element={<AdminPages />} />
    </Routes>
  );
}

/**
 * The admin space (issue 12, ROLE_ADMIN) at /espace-admin/…: users, every sale, the notary
 * directory, the audit log, and a link to the news editor. Rendered inside the shell's router.
 */
export default function AdminSpace() {
  return (
    <ReportingBoundary remote={SALE_EDITOR_REMOTE}>
      <RemoteMessages messages={SALE_EDITOR_MESSAGES}>
        <RemoteMessages messages={ADMIN_MESSAGES}>
          <style href="ns-space" precedence="default">
            {SPACE_CSS}
          </style>
          <style href="nb-buyers" precedence="default">
            {BUYERS_CSS}
          </style>
          <style href="ad-admin" precedence="default">
            {ADMIN_CSS}
          </style>
          <AdminGuard />
        </RemoteMessages>
      </RemoteMessages>
    </ReportingBoundary>
  );
}
