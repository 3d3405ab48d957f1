import { BUYER_SPACE_SECTIONS, type BuyerSpaceSection } from '@immo/core';
import { selectSession, useScrollEdges } from '@immo/kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { SPACE_HOME_PATH } from './space-paths.js';

export type NavEntry = 'home' | BuyerSpaceSection;

const ENTRIES: readonly { entry: NavEntry; path: string; label: string }[] = [
  { entry: 'home', path: SPACE_HOME_PATH, label: 'bs_space_nav_home' },
  { entry: 'offers', path: BUYER_SPACE_SECTIONS.offers, label: 'bs_space_nav_offers' },
  { entry: 'files', path: BUYER_SPACE_SECTIONS.files, label: 'bs_space_nav_files' },
  { entry: 'visits', path: BUYER_SPACE_SECTIONS.visits, label: 'bs_space_nav_visits' },
  { entry: 'favourites', path: BUYER_SPACE_SECTIONS.favourites, label: 'bs_space_nav_favourites' },
  { entry: 'searches', path: BUYER_SPACE_SECTIONS.searches, label: 'bs_space_nav_searches' },
  { entry: 'details', path: BUYER_SPACE_SECTIONS.details, label: 'bs_space_nav_details' },
];

/** The buyer space's frame: who is here, the sections (side nav on a desktop, tabs on a phone). */
export function SpaceLayout({ current, children }: { current: NavEntry | null; children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSelector(selectSession);
  const { row: list, edges } = useScrollEdges<HTMLUListElement>([current]);
  return (
    <div className="bs-space" data-testid="buyer-space">
      <nav
        className={`bs-nav${edges.start ? ' bs-nav--more-before' : ''}${edges.end ? ' bs-nav--more-after' : ''}`}
        aria-label={t('bs_space_nav_label')}
      >
        <p className="bs-nav__who">
          <span className="bs-nav__kicker">{t('bs_space_title')}</span>
          {user && <span className="bs-nav__name">{`${user.firstName} ${user.lastName}`.trim()}</span>}
        </p>
        <ul ref={list} className="bs-nav__list">
          {ENTRIES.map(({ entry, path, label }) => (
            <li key={entry}>
              <Link
                to={path}
                className={`bs-nav__link${current === entry ? ' bs-nav__link--active' : ''}`}
                aria-current={current === entry ? 'page' : undefined}
              >
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="bs-body">{children}</div>
    </div>
  );
}
