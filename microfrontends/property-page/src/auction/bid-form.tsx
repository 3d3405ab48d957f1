import { formatEuros, parseEuroAmount, type BidBlockReason, BID_BLOCK_CODES } from '@immo/core';
import { useLayoutEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  bidInputTyped,
  bidLowered,
  bidRaised,
  bidSubmitted,
  selectAuctionState,
  selectBidControls,
  selectMinimumBid,
} from './auction-slice.js';
import { caretAfterDigits, formatAmountInput } from './format.js';
import { useShownText } from './use-text.js';

/** Reasons the panel already tells in its status (not started, over) or its dialog (a bid on its way). */
const SHOWN_ELSEWHERE: readonly BidBlockReason[] = ['not_started', 'ended', 'mid_transaction'];

/** The reasons worth reading: a negotiator only needs to hear that negotiators do not bid. */
export function reasonsToShow(reasons: readonly BidBlockReason[]): BidBlockReason[] {
  if (reasons.includes('negotiator')) return ['negotiator'];
  return reasons.filter((reason) => !SHOWN_ELSEWHERE.includes(reason));
}

/** The amount, minus/plus by the step, 'Enchérir'; disabled with its reasons when the viewer may not bid. */
export function BidForm() {
  const { t } = useTranslation();
  const shown = useShownText();
  const dispatch = useDispatch();
  const { bidInput, auction, bid } = useSelector(selectAuctionState);
  const minimum = useSelector(selectMinimumBid);
  const controls = useSelector(selectBidControls);
  const input = useRef<HTMLInputElement>(null);
  /** Digits before the caret at the last keystroke, to put it back after the French spacing. */
  const caretDigits = useRef<number | null>(null);
  const display = formatAmountInput(bidInput);

  useLayoutEffect(() => {
    const field = input.current;
    if (caretDigits.current === null || !field || document.activeElement !== field) return;
    const at = caretAfterDigits(display, caretDigits.current);
    field.setSelectionRange(at, at);
    caretDigits.current = null;
  }, [display]);

  if (!auction || minimum === null) return null;
  const disabled = !controls.enabled;
  const reasons = reasonsToShow(controls.reasons);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    caretDigits.current = value.slice(0, selectionStart ?? value.length).replace(/\D/g, '').length;
    dispatch(bidInputTyped(parseEuroAmount(value)));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(bidSubmitted());
  };

  return (
    <form className="auction-bid" onSubmit={onSubmit} noValidate aria-describedby="auction-bid-minimum">
      <label className="auction-bid__label" htmlFor="auction-bid-amount">
        {t('bid_amount_label')}
      </label>
      <div className="auction-bid__amount">
        <button
          type="button"
          className="auction-bid__step"
          data-testid="bid-minus"
          aria-label={t('bid_decrease')}
          title={t('bid_decrease')}
          disabled={disabled || bidInput === null || bidInput <= minimum}
          onClick={() => dispatch(bidLowered())}
        >
          −
        </button>
        <div className="auction-bid__field">
          <input
            ref={input}
            id="auction-bid-amount"
            data-testid="bid-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={display}
            disabled={disabled}
            onChange={onChange}
            aria-invalid={bid.error !== null}
          />
          <span className="auction-bid__currency" aria-hidden="true">
            €
          </span>
        </div>
        <button
          type="button"
          className="auction-bid__step"
          data-testid="bid-plus"
          aria-label={t('bid_increase')}
          title={t('bid_increase')}
          disabled={disabled}
          onClick={() => dispatch(bidRaised())}
        >
          +
        </button>
      </div>
      <p className="auction-bid__minimum" id="auction-bid-minimum">
        {t('auction_minimum_bid', { amount: formatEuros(minimum) })}
      </p>
      <button
        type="submit"
        className="kit-button auction-bid__submit"
        data-testid="bid-submit"
        disabled={disabled || bidInput === null}
      >
        {t('bid_button')}
      </button>
      {disabled && reasons.length > 0 && (
        <div className="auction-bid__reasons" data-testid="bid-controls-reason" role="note">
          <strong>{t('bid_controls_disabled')}</strong>
          {reasons.length === 1 ? (
            <p>{t(BID_BLOCK_CODES[reasons[0] as BidBlockReason])}</p>
          ) : (
            <ul>
              {reasons.map((reason) => (
                <li key={reason}>{t(BID_BLOCK_CODES[reason])}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {bid.error && (
        <p className="kit-notice kit-notice--error auction-bid__error" data-testid="bid-error" role="alert">
          {shown(bid.error)}
        </p>
      )}
    </form>
  );
}
