import { Route, Routes } from 'react-router';
import { Layout } from './layout/layout.js';
import {
  AdminNewsRoute,
  BuyerSpaceRoute,
  HomeRoute,
  LoginRoute,
  MySpaceRoute,
  SellerSpaceRoute,
  AdminSpaceRoute,
  NegotiatorSpaceRoute,
  PropertyRoute,
  SearchRoute,
} from './pages/remote-pages.js';
import { ContentPage } from './pages/content-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { PUBLIC_PAGES } from './pages/public-pages.js';
import { SiteMapPage } from './pages/site-map-page.js';
import { SITE_MAP_PATH } from '@immo/core';
import { PATHS } from './paths.js';
import { NewsRoute } from './news/news-pages.js';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './news/newsletter-link-pages.js';
import { NEWS_ADMIN_PATH, NEWS_PATH, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from '@immo/core';

/** Every screen of the spec, inside the layout. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomeRoute />} />
        <Route path="/bien/:bienId" element={<PropertyRoute />} />
        <Route path={PATHS.search} element={<SearchRoute />} />
        <Route path={PATHS.login} element={<LoginRoute />} />
        <Route path="/login" element={<LoginRoute />} />
        <Route path={`${PATHS.negotiatorSpace}/*`} element={<NegotiatorSpaceRoute />} />
        <Route path={`${PATHS.buyerSpace}/*`} element={<BuyerSpaceRoute />} />
        <Route path={PATHS.mySpace} element={<MySpaceRoute />} />
        <Route path={`${PATHS.sellerSpace}/*`} element={<SellerSpaceRoute />} />
        <Route path={`${PATHS.adminSpace}/*`} element={<AdminSpaceRoute />} />
        {PUBLIC_PAGES.flatMap((page) =>
          [page.path, page.alias].map((path) => (
            <Route
              key={path}
              path={path}
              element={page.id === 'news' ? <NewsRoute /> : <ContentPage page={page} />}
            />
          )),
        )}
        <Route path={`${NEWS_PATH}/*`} element={<NewsRoute />} />
        <Route path={NEWSLETTER_CONFIRM_PATH} element={<NewsletterConfirmPage />} />
        <Route path={NEWSLETTER_UNSUBSCRIBE_PATH} element={<NewsletterUnsubscribePage />} />
        <Route path={NEWS_ADMIN_PATH} element={<AdminNewsRoute />} />
        <Route path={SITE_MAP_PATH} element={<SiteMapPage />} />
        <Route path={`${SITE_MAP_PATH}/*`} element={<SiteMapPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
