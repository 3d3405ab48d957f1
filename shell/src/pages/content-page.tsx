import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../paths.js';
import { RemoteSlot } from '../remote-slot.js';
import type { PublicPage } from './public-pages.js';
import { useDocumentTitle } from './use-document-title.js';

/** A public information page: its title and paragraphs from the catalogue. */
export function ContentPage({ page }: { page: PublicPage }) {
  const { t } = useTranslation();
  const title = t(page.title);
  useDocumentTitle(title);
  return (
    <article className="content-page kit-card" data-page={page.id}>
      <h1>{title}</h1>
      {t(page.body)
        .split('\n\n')
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      {(page.id === 'sell' || page.id === 'estimate') && (
        <RemoteSlot id="accounts/SellerLeadForm" props={{ kind: page.id === 'sell' ? 'sell' : 'estimate' }} />
      )}
      <p className="content-page__back">
        <Link to={PATHS.home}>{t('back_home')}</Link>
      </p>
    </article>
  );
}
