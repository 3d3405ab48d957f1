import { expect } from 'chai';
import {
  ANTI_SNIPING_EXTENSION_MS,
  ANTI_SNIPING_WINDOW_MS,
  TWO_MINUTE_NOTICE_AT_MS,
  TWO_MINUTE_NOTICE_DELAY_MS,
  TWO_MINUTE_NOTICE_DISPLAY_MS,
  extendedEnd,
  isInAntiSnipingWindow,
  twoMinuteNoticeDue,
} from '../../../core/src/domain/auction/index.js';
import { translate } from '../../../core/src/messages/translate.js';

const END = Date.UTC(2026, 10, 21, 17, 30);

describe('anti-sniping (a bid in the last 2 minutes extends the end by 2 minutes)', () => {
  it('uses the spec values: 2 min window, 2 min extension', () => {
    expect(ANTI_SNIPING_WINDOW_MS).to.equal(120_000);
    expect(ANTI_SNIPING_EXTENSION_MS).to.equal(120_000);
  });

  it('extends a bid placed with exactly 2 min left', () => {
    expect(isInAntiSnipingWindow(END, END - 120_000)).to.equal(true);
    expect(extendedEnd(END, END - 120_000)).to.equal(END + 120_000);
  });

  it('does not extend a bid placed with 2 min + 1 ms left', () => {
    expect(isInAntiSnipingWindow(END, END - 120_001)).to.equal(false);
    expect(extendedEnd(END, END - 120_001)).to.equal(END);
  });

  it('extends a bid placed in the last millisecond, from the end in force', () => {
    expect(extendedEnd(END, END - 1)).to.equal(END + 120_000);
  });

  it('keeps sub-millisecond bid times exact', () => {
    expect(extendedEnd(END, END - 0.001)).to.equal(END + 120_000);
    expect(extendedEnd(END, END - 120_000.001)).to.equal(END);
  });

  it('never extends at or after the end (such a bid is refused)', () => {
    expect(extendedEnd(END, END)).to.equal(END);
    expect(extendedEnd(END, END + 1)).to.equal(END);
  });

  it('chains: a bid in the extension extends again from the new end', () => {
    const first = extendedEnd(END, END - 30_000);
    const second = extendedEnd(first, END + 60_000);
    expect(second).to.equal(END + 240_000);
  });
});

describe('twoMinuteNoticeDue (raised once at 2 min 1 s left)', () => {
  it('uses the spec values: at 2 min 1 s, after 2 s, shown 10 s', () => {
    expect(TWO_MINUTE_NOTICE_AT_MS).to.equal(121_000);
    expect(TWO_MINUTE_NOTICE_DELAY_MS).to.equal(2_000);
    expect(TWO_MINUTE_NOTICE_DISPLAY_MS).to.equal(10_000);
    expect(translate('auction_two_minutes_left')).to.equal("L'enchère se termine dans 2 minutes");
  });

  it('is due on the tick that reaches exactly 2 min 1 s left', () => {
    expect(
      twoMinuteNoticeDue({ previousRemainingMs: 122_000, remainingMs: 121_000, alreadyShown: false }),
    ).to.equal(true);
  });

  it('is not due while more than 2 min 1 s are left', () => {
    expect(
      twoMinuteNoticeDue({ previousRemainingMs: 122_000, remainingMs: 121_001, alreadyShown: false }),
    ).to.equal(false);
  });

  it('is due when a late tick jumps past the mark', () => {
    expect(
      twoMinuteNoticeDue({ previousRemainingMs: 125_000, remainingMs: 110_000, alreadyShown: false }),
    ).to.equal(true);
  });

  it('is raised once: never again after it was shown, even when an extension crosses the mark again', () => {
    expect(
      twoMinuteNoticeDue({ previousRemainingMs: 122_000, remainingMs: 121_000, alreadyShown: true }),
    ).to.equal(false);
  });

  it('stays quiet on the first tick of a page opened inside the last 2 min 1 s, and after the end', () => {
    expect(
      twoMinuteNoticeDue({ previousRemainingMs: null, remainingMs: 90_000, alreadyShown: false }),
    ).to.equal(false);
    expect(
      twoMinuteNoticeDue({ previousRemainingMs: 90_000, remainingMs: 89_000, alreadyShown: false }),
    ).to.equal(false);
    expect(
      twoMinuteNoticeDue({ previousRemainingMs: 200_000, remainingMs: 0, alreadyShown: false }),
    ).to.equal(false);
  });
});
