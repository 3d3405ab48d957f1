import {
  BID_BLOCK_CODES,
  BIDDER_BLOCKS,
  formatEuros,
  parseEuroAmount,
  type BidBlockReason,
  type BidderBlock,
} from '@immo/core';
import { useLayoutEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  bidInputTyped,
  bidLowered,
  bidRaised,
  bidSubmitted,
  selectBidControls,
  selectMinimumBid,
  selectPage,
} from './auction-slice.js';
import { blockAction, StepActionLink } from '../buyer-file/step-actions.js';
import { caretAfterDigits, formatAmountInput } from './format.js';
import { useShownText } from './use-text.js';
import { useAuctionFields } from './use-auction-fields.js';

/** Reasons the panel already tells in its status (not started, over) or its dialog (a bid on its way). */
const SHOWN_ELSEWHERE: readonly BidBlockReason[] = ['not_started', 'ended', 'mid_transaction'];

/** The reasons worth reading: a negotiator only needs to hear that negotiators do not bid. */
export function reasonsToShow(reasons: readonly BidBlockReason[]): BidBlockReason[] {
  if (reasons.includes('negotiator')) return ['negotiator'];
  return reasons.filter((reason) => !SHOWN_ELSEWHERE.includes(reason));
}

/**
 * The amount, minus/plus by the step, 'Enchérir'; disabled when the viewer may not bid, with each
 * reason and what resolves it.
 */
export function BidForm() {
  const { t } = useTranslation();
  const shown = useShownText();
  const dispatch = useDispatch();
  const { bidInput, auction, bid } = useAuctionFields('bidInput', 'auction', 'bid');
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
      {disabled && reasons.length > 0 && <BidBlocks reasons={reasons} />}
      {bid.error && (
        <p className="kit-notice kit-notice--error auction-bid__error" data-testid="bid-error" role="alert">
          {shown(bid.error)}
        </p>
      )}
    </form>
  );
}

const isBidderBlock = (reason: BidBlockReason): reason is BidderBlock =>
  (BIDDER_BLOCKS as readonly string[]).includes(reason);

/**
 * Why the viewer may not bid, each reason with the link that resolves it (issue 9): the first is
 * the call to action, the others follow in the order the buyer resolves them.
 */
function BidBlocks({ reasons }: { reasons: readonly BidBlockReason[] }) {
  const { t } = useTranslation();
  const page = useSelector(selectPage);
  if (!page) return null;
  return (
    <div className="auction-bid__reasons" data-testid="bid-controls-reason" role="note">
      <strong>{t('bid_controls_disabled')}</strong>
      <ol className="auction-blocks">
        {reasons.map((reason, index) => {
          // 'Ce bien m'intéresse' already shows above the offer when the viewer must register.
          const shownAbove = reason === 'not_registered' && page.mustRegister;
          const action =
            isBidderBlock(reason) && !shownAbove ? blockAction(page.bienId, reason, page.checklist) : null;
          return (
            <li key={reason} className="auction-blocks__item" data-testid={`bid-block-${reason}`}>
              <p>{t(BID_BLOCK_CODES[reason])}</p>
              {action && (
                <StepActionLink
                  link={action}
                  className={index === 0 ? 'kit-button auction-blocks__cta' : 'auction-blocks__link'}
                  testId={`bid-block-${reason}-link`}
                />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
