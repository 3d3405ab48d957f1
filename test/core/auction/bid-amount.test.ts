import { expect } from 'chai';
import {
  checkBidAmount,
  isOnStepGrid,
  lowerBid,
  maximumBid,
  minimumBid,
  nextBidInput,
  raiseBid,
  recheckBidAmount,
} from '../../../core/src/domain/auction/index.js';
import { translate } from '../../../core/src/messages/translate.js';

// premier_prix 262 500 € (250 000 € net seller + 12 500 € fees), pas_enchere 5 000 €.
const noBid = { firstPrice: 262_500, step: 5_000, currentPrice: null };
const withBid = { firstPrice: 262_500, step: 5_000, currentPrice: 272_500 };

const codeOf = (result: ReturnType<typeof checkBidAmount>) => (result.ok ? 'ok' : result.error.code);

describe('minimumBid', () => {
  it('is the first price when no bid exists', () => {
    expect(minimumBid(noBid)).to.equal(262_500);
  });

  it('is the current price plus the step once a bid exists', () => {
    expect(minimumBid(withBid)).to.equal(277_500);
  });
});

describe('maximumBid (no absurd bid can freeze a sale)', () => {
  it('is 100 times the first price', () => {
    expect(maximumBid(noBid)).to.equal(26_250_000);
  });

  it('never leaves safe integers, a step included, whatever the first price', () => {
    expect(maximumBid({ firstPrice: 2 ** 50 })).to.equal(100_000_000_000);
    expect(Number.isSafeInteger(maximumBid({ firstPrice: 2 ** 50 }) + 10 ** 9)).to.equal(true);
  });

  it('refuses an amount above it with the ceiling in French format, accepts the last step below it', () => {
    expect(checkBidAmount(noBid, 26_247_500)).to.deep.equal({ ok: true, value: 26_247_500 });
    expect(codeOf(checkBidAmount(noBid, 26_252_500))).to.equal('bid_above_maximum');
    expect(checkBidAmount(noBid, 9_007_199_254_737_500)).to.deep.equal({
      ok: false,
      error: { code: 'bid_above_maximum', params: { max: '26\u202f250\u202f000\u00a0€' }, field: 'amount' },
    });
  });

  it('stops the plus button at the ceiling', () => {
    const nearTop = { ...withBid, currentPrice: 26_240_000 };
    expect(raiseBid(26_245_000, nearTop)).to.equal(26_250_000);
    expect(raiseBid(26_250_000, nearTop)).to.equal(26_250_000);
  });
});

describe('isOnStepGrid (each offer exceeds the previous by the step or a multiple)', () => {
  it('measures from the first price before any bid', () => {
    expect(isOnStepGrid(noBid, 262_500)).to.equal(true);
    expect(isOnStepGrid(noBid, 272_500)).to.equal(true);
    expect(isOnStepGrid(noBid, 265_000)).to.equal(false);
  });

  it('measures from the current price after a bid', () => {
    expect(isOnStepGrid(withBid, 277_500)).to.equal(true);
    expect(isOnStepGrid(withBid, 292_500)).to.equal(true);
    expect(isOnStepGrid(withBid, 280_000)).to.equal(false);
  });
});

describe('checkBidAmount', () => {
  describe('with no bid yet', () => {
    it('refuses the first price − 1 as below the minimum', () => {
      const result = checkBidAmount(noBid, 262_499);
      expect(result).to.deep.equal({
        ok: false,
        error: { code: 'bid_below_minimum', field: 'amount' },
      });
      expect(translate('bid_below_minimum')).to.equal("Votre prix est en dessous de l'enchère");
    });

    it('accepts exactly the first price', () => {
      expect(checkBidAmount(noBid, 262_500)).to.deep.equal({ ok: true, value: 262_500 });
    });

    it('refuses the first price + half a step as off the grid', () => {
      const result = checkBidAmount(noBid, 265_000);
      expect(codeOf(result)).to.equal('bid_not_on_step');
      if (!result.ok) {
        expect(translate(result.error.code, 'fr', result.error.params)).to.equal(
          "Votre offre doit dépasser l'enchère du palier (5\u202f000\u00a0€) ou d'un multiple du palier",
        );
      }
    });

    it('accepts the first price plus a multiple of the step', () => {
      expect(codeOf(checkBidAmount(noBid, 262_500 + 3 * 5_000))).to.equal('ok');
    });
  });

  describe('with a current price of 272 500 €', () => {
    it('refuses minimum − 1 as below the minimum', () => {
      expect(codeOf(checkBidAmount(withBid, 277_499))).to.equal('bid_below_minimum');
    });

    it('accepts exactly the minimum', () => {
      expect(codeOf(checkBidAmount(withBid, 277_500))).to.equal('ok');
    });

    it('refuses the minimum + half a step as off the grid', () => {
      expect(codeOf(checkBidAmount(withBid, 280_000))).to.equal('bid_not_on_step');
    });

    it('refuses current price + half a step as below the minimum', () => {
      expect(codeOf(checkBidAmount(withBid, 275_000))).to.equal('bid_below_minimum');
    });

    it('says outbid when the highest bid equals the amount', () => {
      const result = checkBidAmount(withBid, 272_500);
      expect(codeOf(result)).to.equal('bid_outbid');
      expect(translate('bid_outbid')).to.equal(
        "Une offre supérieure à la vôtre vient d'être émise, merci de bien vouloir renouveler une nouvelle offre.",
      );
    });

    it('says outbid when the highest bid is above the amount', () => {
      expect(codeOf(checkBidAmount(withBid, 267_500))).to.equal('bid_outbid');
    });

    it('accepts the current price plus a multiple of the step', () => {
      expect(codeOf(checkBidAmount(withBid, 272_500 + 4 * 5_000))).to.equal('ok');
    });
  });

  it('uses the text with the full stop on the second check', () => {
    expect(codeOf(recheckBidAmount(withBid, 277_499))).to.equal('bid_below_minimum_recheck');
    expect(translate('bid_below_minimum_recheck')).to.equal("Votre prix est en dessous de l'enchère.");
    expect(codeOf(recheckBidAmount(withBid, 272_500))).to.equal('bid_outbid');
  });
});

describe('raiseBid (plus button)', () => {
  it('raises by the step from the first price when there is no bid', () => {
    expect(raiseBid(262_500, noBid)).to.equal(267_500);
  });

  it('raises by the step from an amount on the grid', () => {
    expect(raiseBid(277_500, withBid)).to.equal(282_500);
  });

  it('lands on the next grid amount from an amount typed off the grid', () => {
    expect(raiseBid(278_000, withBid)).to.equal(282_500);
  });

  it('jumps to the minimum from an amount far below it', () => {
    expect(raiseBid(0, noBid)).to.equal(262_500);
    expect(raiseBid(100_000, withBid)).to.equal(277_500);
  });
});

describe('lowerBid (minus button)', () => {
  it('lowers by the step', () => {
    expect(lowerBid(287_500, withBid)).to.equal(282_500);
  });

  it('never goes below the minimum', () => {
    expect(lowerBid(277_500, withBid)).to.equal(277_500);
    expect(lowerBid(262_500, noBid)).to.equal(262_500);
    expect(lowerBid(280_000, withBid)).to.equal(277_500);
  });

  it('lands on the grid amount below an amount typed off the grid', () => {
    expect(lowerBid(290_000, withBid)).to.equal(287_500);
  });
});

describe('nextBidInput (the input follows the price)', () => {
  it('returns to the new minimum when the price moved past the input', () => {
    const moved = { ...withBid, currentPrice: 277_500 };
    expect(nextBidInput(277_500, moved)).to.equal(282_500);
  });

  it('keeps an input still above the minimum', () => {
    expect(nextBidInput(300_000, withBid)).to.equal(300_000);
  });

  it('starts at the minimum when empty', () => {
    expect(nextBidInput(null, noBid)).to.equal(262_500);
    expect(nextBidInput(Number.NaN, withBid)).to.equal(277_500);
  });
});
