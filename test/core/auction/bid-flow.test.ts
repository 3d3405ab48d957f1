import { expect } from 'chai';
import {
  ADVICE_LAST_SECONDS,
  BID_ERROR_DISPLAY_MS,
  FIRST_POLL_DELAY_MS,
  POLL_INTERVAL_OTHERS_MS,
  POLL_INTERVAL_VERIFIED_MS,
  PRE_BID_DELAY_MAX_MS,
  PRE_BID_DELAY_MIN_MS,
  RELOAD_AFTER_END_MS,
  isPastBidAdviceDeadline,
  pollIntervalMs,
  preBidDelayMs,
} from '../../../core/src/domain/auction/index.js';
import { translate } from '../../../core/src/messages/translate.js';

const END = Date.UTC(2026, 10, 21, 17, 30);

describe('auction polling', () => {
  it('polls every 1 s for verified users, every 5 s otherwise, the first after 500 ms', () => {
    expect(pollIntervalMs({ verified: true })).to.equal(1000);
    expect(pollIntervalMs({ verified: false })).to.equal(5000);
    expect([POLL_INTERVAL_VERIFIED_MS, POLL_INTERVAL_OTHERS_MS, FIRST_POLL_DELAY_MS]).to.deep.equal([
      1000, 5000, 500,
    ]);
  });
});

describe('preBidDelayMs (random delay of 1 to 2000 ms)', () => {
  it('uses the spec bounds', () => {
    expect([PRE_BID_DELAY_MIN_MS, PRE_BID_DELAY_MAX_MS]).to.deep.equal([1, 2000]);
  });

  it('is 1 ms for a draw of 0 and 2000 ms for the highest draw', () => {
    expect(preBidDelayMs(0)).to.equal(1);
    expect(preBidDelayMs(0.9999999)).to.equal(2000);
  });

  it('spreads draws over the range', () => {
    expect(preBidDelayMs(0.5)).to.equal(1001);
  });

  it('clamps draws outside [0, 1)', () => {
    expect(preBidDelayMs(-3)).to.equal(1);
    expect(preBidDelayMs(1)).to.equal(2000);
    expect(preBidDelayMs(Number.NaN)).to.equal(1);
  });
});

describe('advice banner (bid at the latest 5 s before the end)', () => {
  it('is still in time with exactly 5 s left', () => {
    expect(ADVICE_LAST_SECONDS).to.equal(5);
    expect(isPastBidAdviceDeadline({ endAt: END }, END - 5_000)).to.equal(false);
  });

  it('is past the advice with less than 5 s left', () => {
    expect(isPastBidAdviceDeadline({ endAt: END }, END - 4_999)).to.equal(true);
  });

  it('reads the number of seconds from its placeholder', () => {
    expect(translate('auction_advice', 'fr', { seconds: ADVICE_LAST_SECONDS })).to.contain('5 secondes');
  });
});

describe('bid flow texts and timings', () => {
  it('keeps a failed bid on screen 60 s and reloads 2 s after the end', () => {
    expect(BID_ERROR_DISPLAY_MS).to.equal(60_000);
    expect(RELOAD_AFTER_END_MS).to.equal(2000);
  });

  it('uses the spec texts', () => {
    expect(translate('bid_in_progress')).to.equal('Transaction en cours');
    expect(translate('bid_placed')).to.equal('Enchère passée!');
    expect(translate('auction_ended')).to.equal('Enchère terminée');
    expect(translate('bid_failed')).to.equal(
      "Une erreur s'est produite. Veuillez actualiser la page et réessayer.",
    );
  });
});
