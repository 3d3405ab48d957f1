import type { Me } from '@immo/kit';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { PATHS, spaceHomePath } from '../paths.js';
import { logoutRequested } from '../session/session-epics.js';
import { useDismiss } from './use-dismiss.js';

const initials = (user: Me) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();

/** The logged-in user's menu: their space, their favourites, logout. */
export function UserMenu({ user }: { user: Me }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <div className="user-menu" ref={container}>
      <button
        type="button"
        className="user-menu__button"
        data-testid="nav-user"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="user-menu-list"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="user-menu__name">{user.firstName || user.email}</span>
        <svg className="user-menu__caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path
            d="M2.5 4.5 6 8l3.5-3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <div className="user-menu__panel" id="user-menu-list">
          <p className="user-menu__who">
            <strong>{name}</strong>
            <span>{user.email}</span>
          </p>
          <ul role="menu" aria-label={t('nav_user_menu')}>
            <li role="none">
              <Link role="menuitem" to={spaceHomePath(user)} onClick={close} data-testid="nav-space">
                {t('nav_account')}
              </Link>
            </li>
            <li role="none">
              <Link role="menuitem" to={PATHS.favourites} onClick={close} data-testid="nav-favourites">
                {t('nav_favourites')}
              </Link>
            </li>
            <li role="none">
              <button
                type="button"
                role="menuitem"
                data-testid="nav-logout"
                onClick={() => {
                  close();
                  dispatch(logoutRequested());
                }}
              >
                {t('nav_logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
