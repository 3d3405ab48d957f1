import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { NEGOTIATOR_ROLE, PATHS, SELLER_ROLE } from '../paths.js';
import { RemoteSlot } from '../remote-slot.js';
import { RequireLogin } from '../session/require-login.js';
import { useSession } from '../session/use-session.js';
import { hasRole } from '@immo/kit';
import { NotFoundPage } from './not-found-page.js';
import { useProvisionalDocumentTitle } from './use-document-title.js';
import { HOME_PAGE, PROPERTY_PAGE, SEARCH_PAGE } from './first-screen.js';

export { firstScreenRemote } from './first-screen.js';

/** /bien/:bienId — the property page micro-frontend. */
export function PropertyRoute() {
  const { t } = useTranslation();
  const { bienId } = useParams();
  useProvisionalDocumentTitle(t('page_title_property'), bienId);
  const id = Number(bienId);
  if (!/^[1-9]\d*$/.test(bienId ?? '') || !Number.isSafeInteger(id)) return <NotFoundPage />;
  return <RemoteSlot key={id} id={PROPERTY_PAGE} props={{ bienId: id }} />;
}

/** / — the home page of the search micro-frontend (its bar, its widget, the live and upcoming sales). */
export function HomeRoute() {
  const { t } = useTranslation();
  useProvisionalDocumentTitle(t('page_title_home'), 'home');
  return <RemoteSlot id={HOME_PAGE} props={{}} />;
}

/** /recherche — the 'search' named route: the search micro-frontend reads its query itself. */
export function SearchRoute() {
  const { t } = useTranslation();
  useProvisionalDocumentTitle(t('nav_search'), 'search');
  return <RemoteSlot id={SEARCH_PAGE} props={{}} />;
}

/** /compte-36h-immo.html and /login — the accounts micro-frontend reads its query itself. */
export function LoginRoute() {
  const { t } = useTranslation();
  useProvisionalDocumentTitle(t('nav_login'), 'login');
  return <RemoteSlot id="accounts/LoginPage" props={{}} />;
}

/** /desabonnement?jeton=… — an alert's unsubscribe link, without login (accounts remote, issue 13). */
export function UnsubscribeRoute() {
  return <RemoteSlot id="accounts/UnsubscribePage" props={{}} />;
}

/** /espace-negociateur/* — the sale editor micro-frontend (issue 5). */
export function NegotiatorSpaceRoute() {
  const { t } = useTranslation();
  useProvisionalDocumentTitle(t('nav_negotiator_space'), 'negotiator-space');
  return (
    <RequireLogin>
      <RemoteSlot id="sale_editor/NegotiatorSpace" props={{}} />
    </RequireLogin>
  );
}

/** The buyer space of the accounts micro-frontend: it reads the path itself. */
function BuyerSpace() {
  const { t } = useTranslation();
  useProvisionalDocumentTitle(t('nav_buyer_space'), 'buyer-space');
  return <RemoteSlot id="accounts/BuyerSpace" props={{}} />;
}

/** /espace-utilisateur/* — the buyer space (offers, favourites, searches, visits, files, details). */
export function BuyerSpaceRoute() {
  return (
    <RequireLogin>
      <BuyerSpace />
    </RequireLogin>
  );
}

/** /mon-espace (where a login lands by default): each user's own space. */
export function MySpaceRoute() {
  return (
    <RequireLogin>
      <MySpace />
    </RequireLogin>
  );
}

/** /espace-admin/actualites — the news articles' screen (accounts remote); ROLE_ADMIN, the API enforces it. */
export function AdminNewsRoute() {
  const { t } = useTranslation();
  useProvisionalDocumentTitle(t('news_admin_title'), 'admin-news');
  return (
    <RequireLogin>
      <AdminOnly>
        <RemoteSlot id="accounts/NewsAdmin" props={{}} />
      </AdminOnly>
    </RequireLogin>
  );
}

function AdminOnly({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!hasRole(user, 'ROLE_ADMIN')) {
    return (
      <p className="kit-notice kit-notice--error" role="alert">
        {t('news_admin_forbidden')}
      </p>
    );
  }
  return <>{children}</>;
}

/** /espace-vendeur/* — the seller's back office (spec §2.4), in the accounts micro-frontend. */
export function SellerSpaceRoute() {
  const { t } = useTranslation();
  useProvisionalDocumentTitle(t('seller_space_title'), 'seller-space');
  return (
    <RequireLogin>
      <RemoteSlot id="accounts/SellerSpace" props={{}} />
    </RequireLogin>
  );
}

/** /espace-admin/* — the admin space (issue 12), in the sale editor micro-frontend. */
export function AdminSpaceRoute() {
  const { t } = useTranslation();
  useProvisionalDocumentTitle(t('nav_admin_space'), 'admin-space');
  return (
    <RequireLogin>
      <RemoteSlot id="sale_editor/AdminSpace" props={{}} />
    </RequireLogin>
  );
}

function MySpace() {
  const { user } = useSession();
  if (hasRole(user, NEGOTIATOR_ROLE)) return <Navigate to={PATHS.negotiatorSpace} replace />;
  if (hasRole(user, SELLER_ROLE)) return <Navigate to={PATHS.sellerSpace} replace />;
  return <BuyerSpace />;
}
