import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { interestCancelled, interestConfirmed, interestRequested } from './auction-slice.js';
import { Modal } from './modal.js';
import { useShownText } from './use-text.js';
import { useAuctionFields } from './use-auction-fields.js';

/** 'Ce bien m'intéresse' (spec §5.3, §7), for a viewer who must register, with its error. */
export function RegisterInterest() {
  const { t } = useTranslation();
  const shown = useShownText();
  const dispatch = useDispatch();
  const { page, interest } = useAuctionFields('page', 'interest');
  if (page?.isSeller) {
    return (
      <div className="kit-notice auction-interest" data-testid="seller-notice">
        <p>{t('seller_own_sale_notice')}</p>
        <a className="kit-button kit-button--secondary" href={`/espace-vendeur/bien/${page.bienId}`}>
          {t('seller_own_sale_link')}
        </a>
      </div>
    );
  }
  if (!page?.mustRegister) return null;
  return (
    <div className="auction-interest" id="inscription-vente">
      <button
        type="button"
        className="kit-button auction-interest__button"
        data-testid="register-interest"
        disabled={interest.step !== 'idle'}
        onClick={() => dispatch(interestRequested())}
      >
        <svg className="auction-interest__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span>{t('interest_register_button')}</span>
      </button>
      <p className="auction-interest__hint">{t('interest_hint')}</p>
      {interest.error && (
        <p className="kit-notice kit-notice--error" data-testid="register-error" role="alert">
          {shown(interest.error)}
        </p>
      )}
    </div>
  );
}

/**
 * The question 'Êtes-vous sûr ? Vous serez redirigé vers votre espace utilisateur', asked before
 * registering whichever button asked it (the panel's, the checklist's, the visits'); once
 * confirmed it stays, busy, until the buyer's file opens.
 */
export function InterestDialog() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { interest } = useAuctionFields('interest');
  if (interest.step === 'idle') return null;
  /** Asked, not yet sent: the buyer may still stay on the page. */
  const asking = interest.step === 'confirm';
  const cancel = () => dispatch(interestCancelled());
  return (
    <Modal
      title={t('interest_confirm_title')}
      onDismiss={asking ? cancel : undefined}
      testId="register-dialog"
    >
      <p className="auction-modal__text">{t('interest_confirm')}</p>
      <div className="auction-modal__actions">
        <button
          type="button"
          className="kit-button kit-button--secondary"
          data-testid="register-cancel"
          disabled={!asking}
          onClick={cancel}
        >
          {t('interest_cancel_button')}
        </button>
        <button
          type="button"
          className="kit-button"
          data-testid="register-confirm"
          data-autofocus
          disabled={!asking}
          aria-busy={!asking}
          onClick={() => dispatch(interestConfirmed())}
        >
          {asking ? t('interest_confirm_button') : t('property_buyer_interest_registering')}
        </button>
      </div>
    </Modal>
  );
}
