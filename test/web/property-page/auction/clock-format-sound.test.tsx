import '../../../support/dom.js';
import { expect } from 'chai';
import { clockOffsetMs, syncClock } from '../../../../microfrontends/property-page/src/auction/clock.js';
import {
  caretAfterDigits,
  countdownParts,
  formatAmountInput,
} from '../../../../microfrontends/property-page/src/auction/format.js';
import { playBidSound } from '../../../../microfrontends/property-page/src/auction/sound.js';

describe('web: property page auction — server clock, formats, sound', () => {
  it('narrows the server-clock offset with each answer, and starts over when a clock jumped', () => {
    // Sent at 0, received at 200 ms, the server wrote 10:00:05 (its second truncated).
    let sync = syncClock(null, { serverNow: 5000, sentAt: 0, receivedAt: 200 });
    expect(sync).to.deep.equal({ low: 4800, high: 6000 });
    expect(clockOffsetMs(sync)).to.equal(5400);
    sync = syncClock(sync, { serverNow: 7000, sentAt: 1500, receivedAt: 1600 });
    expect(sync).to.deep.equal({ low: 5400, high: 6000 });
    sync = syncClock(sync, { serverNow: 60_000, sentAt: 3000, receivedAt: 3100 });
    expect(sync).to.deep.equal({ low: 56_900, high: 58_000 });
    expect(clockOffsetMs(null)).to.equal(0);
  });

  it('splits the time left into days, hours, minutes and seconds, rounding up to the second', () => {
    expect(countdownParts(93_784_001)).to.deep.equal({ days: 1, hours: 2, minutes: 3, seconds: 5 });
    expect(countdownParts(999)).to.deep.equal({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(-5)).to.deep.equal({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('writes the bid amount with French thousands and keeps the caret after the same digits', () => {
    expect(formatAmountInput(1_250_000)).to.equal('1\u202f250\u202f000');
    expect(formatAmountInput(null)).to.equal('');
    expect(caretAfterDigits('1\u202f250\u202f000', 2)).to.equal(3);
    expect(caretAfterDigits('1\u202f250\u202f000', 0)).to.equal(0);
  });

  it('beeps with Web Audio, and stays silent where there is none', () => {
    const played: string[] = [];
    const param = { setValueAtTime: () => param, exponentialRampToValueAtTime: () => param };
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator() {
        return {
          type: '',
          frequency: param,
          connect: () => undefined,
          start: () => played.push('start'),
          stop: () => played.push('stop'),
        };
      }
      createGain() {
        return { gain: param, connect: () => undefined };
      }
      resume() {
        return Promise.resolve();
      }
    }
    const scope = window as unknown as { AudioContext?: unknown };
    scope.AudioContext = FakeAudioContext;
    try {
      playBidSound();
      expect(played).to.deep.equal(['start', 'stop']);
    } finally {
      delete scope.AudioContext;
    }
    expect(() => playBidSound()).to.not.throw();
  });
});
