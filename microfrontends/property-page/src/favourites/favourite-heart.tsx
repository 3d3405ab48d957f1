import { loginPagePath, signUpPagePath } from '@immo/core';
import type { AppStore } from '@immo/kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { PropertyPageData } from '../api/page-data.js';
import { HeartIcon } from '../gallery/icons.js';
import { Modal } from '../gallery/modal.js';
import {
  favouriteLoginModalClosed,
  favouriteLoginModalOpened,
  favouriteToggleRequested,
  installFavourites,
  selectFavouriteState,
} from './favourite-state.js';

void import(/* webpackMode: "eager" */ './favourites.css').catch(() => undefined);

/**
 * The favourites heart (spec §2.2, §8): filled when the property is saved; a press adds or removes
 * it; an anonymous visitor is invited to log in or create an account instead.
 */
export function FavouriteHeart({ page }: { page: PropertyPageData }) {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const dispatch = useDispatch();
  const state = useSelector(selectFavouriteState);
  useEffect(() => installFavourites(store), [store]);

  const saved = state.saved[page.bienId] ?? page.isFavourite;
  const anonymous = page.currentUser === 0;

  const press = () => {
    if (anonymous) dispatch(favouriteLoginModalOpened());
    else dispatch(favouriteToggleRequested({ bienId: page.bienId, saved }));
  };

  return (
    <>
      <button
        type="button"
        className={`ppm-heart${saved ? ' is-saved' : ''}`}
        data-testid="favourite-heart"
        data-saved={saved ? 'true' : 'false'}
        aria-pressed={saved}
        aria-label={t(saved ? 'favourite_remove' : 'favourite_add')}
        title={t(saved ? 'favourite_remove' : 'favourite_add')}
        aria-busy={state.pending}
        onClick={press}
      >
        <HeartIcon filled={saved} />
      </button>
      {state.notice && (
        <p
          className={`kit-notice kit-notice--${state.notice.kind} ppm-heart__notice`}
          role={state.notice.kind === 'error' ? 'alert' : 'status'}
        >
          {state.notice.code ? t(state.notice.code) : state.notice.text}
        </p>
      )}
      <Modal
        open={state.loginModalOpen}
        onClose={() => dispatch(favouriteLoginModalClosed())}
        title={t('favourite_modal_title')}
        testId="favourite-modal"
      >
        <div className="ppm-heart__modal">
          <span className="ppm-heart__modal-icon">
            <HeartIcon filled />
          </span>
          <p>{t('favourite_modal_text')}</p>
          <div className="ppm-heart__modal-actions">
            <a className="kit-button" href={loginPagePath('focusedBien', page.bienId)}>
              {t('favourite_modal_login')}
            </a>
            <a className="kit-button kit-button--secondary" href={signUpPagePath()}>
              {t('favourite_modal_register')}
            </a>
          </div>
        </div>
      </Modal>
    </>
  );
}
