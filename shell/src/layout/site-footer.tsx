import { SITE_MAP_PATHS } from '@immo/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_DISCOVER, FOOTER_INFORMATION, publicPage, type PublicPageId } from '../pages/public-pages.js';
import { PATHS } from '../paths.js';
import { useDependencies } from '../dependencies.js';
import { BrandMark } from './brand-mark.js';
import { NewsletterForm } from '../news/newsletter-form.js';

function FooterColumn({ id, title, pages }: { id: string; title: string; pages: readonly PublicPageId[] }) {
  const { t } = useTranslation();
  return (
    <nav className="site-footer__column" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {pages.map((pageId) => {
          const page = publicPage(pageId);
          return (
            <li key={page.id}>
              <Link to={page.path} data-testid={`footer-${page.id}`}>
                {t(page.title)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The footer: the public pages of spec §2.4. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { now } = useDependencies();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Link className="brand brand--inverse" to={PATHS.home} aria-label={t('nav_home')}>
            <BrandMark />
            <span className="brand__name">{t('site_name')}</span>
          </Link>
          <p>{t('site_tagline')}</p>
        </div>
        <FooterColumn id="footer-discover" title={t('footer_discover')} pages={FOOTER_DISCOVER} />
        <FooterColumn id="footer-information" title={t('footer_information')} pages={FOOTER_INFORMATION} />
        <nav className="site-footer__column" aria-labelledby="footer-site-map">
          <h2 id="footer-site-map">{t('site_maps_title')}</h2>
          <ul>
            {(
              [
                ['departments', 'site_map_departments'],
                ['types', 'site_map_types'],
                ['cities', 'site_map_cities'],
              ] as const
            ).map(([list, label]) => (
              <li key={list}>
                <Link to={SITE_MAP_PATHS[list]} data-testid={`footer-site-map-${list}`}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="site-footer__newsletter">
        <NewsletterForm variant="footer" />
      </div>
      <p className="site-footer__legal">{t('footer_copyright', { year: new Date(now()).getFullYear() })}</p>
    </footer>
  );
}
