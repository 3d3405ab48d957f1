import { formatEuros } from '@immo/core';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { bidCancelled, bidConfirmed, bidDialogClosed } from './auction-slice.js';
import { Modal } from './modal.js';
import { useAuctionFields } from './use-auction-fields.js';

/** The bid flow's dialog: confirmation, 'Transaction en cours', 'Enchère passée!'. */
export function BidDialog() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { bid } = useAuctionFields('bid');
  if (bid.step === 'idle' || bid.amount === null) return null;
  const amount = formatEuros(bid.amount);

  if (bid.step === 'confirm') {
    const cancel = () => dispatch(bidCancelled());
    return (
      <Modal title={t('bid_confirm_title')} onDismiss={cancel} testId="bid-dialog">
        {/* A new key when the price moved the amount: the change is seen. */}
        <p key={amount} className="auction-modal__amount" data-testid="bid-confirm-amount">
          {amount}
        </p>
        {bid.raised && (
          <p
            className="auction-modal__raised kit-notice kit-notice--info"
            data-testid="bid-amount-raised"
            role="status"
          >
            {t('bid_confirm_amount_raised', { amount })}
          </p>
        )}
        <p className="auction-modal__text">{t('bid_confirm_text', { amount })}</p>
        <div className="auction-modal__actions">
          <button
            type="button"
            className="kit-button kit-button--secondary"
            data-testid="bid-cancel"
            onClick={cancel}
          >
            {t('bid_cancel_button')}
          </button>
          <button
            type="button"
            className="kit-button"
            data-testid="bid-confirm"
            data-autofocus
            onClick={() => dispatch(bidConfirmed())}
          >
            {t('bid_confirm_button')}
          </button>
        </div>
      </Modal>
    );
  }

  if (bid.step === 'pending') {
    return (
      <Modal title={t('bid_in_progress')} testId="bid-dialog">
        <div className="auction-modal__pending" role="status" aria-live="polite">
          <span className="auction-spinner" aria-hidden="true" />
          <p className="auction-modal__text">{t('bid_in_progress_hint')}</p>
          <p className="auction-modal__amount auction-modal__amount--muted">{amount}</p>
        </div>
      </Modal>
    );
  }

  const close = () => dispatch(bidDialogClosed());
  return (
    <Modal title={t('bid_placed')} onDismiss={close} testId="bid-dialog" tone="success">
      <div className="auction-modal__success" data-testid="bid-success" role="status">
        <span className="auction-modal__check" aria-hidden="true">
          ✓
        </span>
        <p className="auction-modal__text">{t('bid_placed_text', { amount })}</p>
      </div>
      <div className="auction-modal__actions">
        <button type="button" className="kit-button" data-autofocus onClick={close}>
          {t('bid_close_button')}
        </button>
      </div>
    </Modal>
  );
}
