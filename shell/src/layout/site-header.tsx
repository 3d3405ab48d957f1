import { signUpPagePath } from '@immo/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { PATHS } from '../paths.js';
import { publicPage } from '../pages/public-pages.js';
import { useSession } from '../session/use-session.js';
import { BrandMark } from './brand-mark.js';
import { LocaleSwitch } from './locale-switch.js';
import { useDismiss } from './use-dismiss.js';
import { UserMenu } from './user-menu.js';

function Account() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status === 'authenticated' && session.user) return <UserMenu user={session.user} />;
  // Until /api/me answers, the place is kept empty: no login link flashing for a logged-in user.
  if (session.status === 'unknown')
    return <span className="site-header__account-pending" aria-hidden="true" />;
  return (
    <>
      <Link className="nav-sign-up" to={signUpPagePath()} data-testid="nav-sign-up">
        {t('login_create_account')}
      </Link>
      <Link className="nav-login" to={PATHS.login} data-testid="nav-login">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M4 20c1.5-3.8 4.3-5.5 8-5.5s6.5 1.7 8 5.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        <span className="nav-login__text">{t('nav_login')}</span>
      </Link>
    </>
  );
}

/** In the mobile menu, where the header has no room for it: 'Créer un compte' for anonymous visitors. */
function MenuSignUp({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== 'anonymous') return null;
  return (
    <Link
      className="site-nav__link site-nav__link--mobile-only"
      to={signUpPagePath()}
      onClick={onClick}
      data-testid="nav-sign-up-menu"
    >
      {t('login_create_account')}
    </Link>
  );
}

/** The site's header: logo, the main links, the locale switch and the account (login or user menu). */
export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(header, menuOpen, closeMenu);
  const buy = publicPage('buy');
  const sell = publicPage('sell');

  return (
    <header className="site-header" data-testid="site-header" ref={header}>
      <div className="site-header__bar">
        <Link className="brand" to={PATHS.home} aria-label={t('nav_home')} onClick={closeMenu}>
          <BrandMark />
          <span className="brand__name">{t('site_name')}</span>
        </Link>
        <nav
          id="site-nav"
          className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}
          aria-label={t('site_name')}
        >
          <NavLink className="site-nav__link" to={PATHS.search} data-testid="nav-search" onClick={closeMenu}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t('nav_search')}
          </NavLink>
          <NavLink className="site-nav__link" to={buy.path} onClick={closeMenu}>
            {t(buy.title)}
          </NavLink>
          <NavLink className="site-nav__link" to={sell.path} onClick={closeMenu}>
            {t('nav_sell')}
          </NavLink>
          <MenuSignUp onClick={closeMenu} />
        </nav>
        <div className="site-header__actions">
          <LocaleSwitch />
          <Account />
          <button
            type="button"
            className="site-header__burger"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            aria-label={t(menuOpen ? 'nav_menu_close' : 'nav_menu_open')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}
