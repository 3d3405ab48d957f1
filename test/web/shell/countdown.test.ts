import { createTestI18n } from '@immo/kit/testing';
import { expect } from 'chai';
import { formatCountdown } from '../../../microfrontends/kit/src/countdown.js';

describe('shell: the countdown text', () => {
  const fr = createTestI18n('fr').t;
  const en = createTestI18n('en').t;
  const s = 1000;
  const min = 60 * s;
  const h = 60 * min;
  const d = 24 * h;
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('leaves out the leading empty units and pads the others', () => {
    expect(plain(formatCountdown(2 * d + 4 * h + 9 * min + 5 * s, fr))).to.equal('2 j 04 h 09 min 05 s');
    expect(plain(formatCountdown(4 * h + 9 * min + 5 * s, fr))).to.equal('4 h 09 min 05 s');
    expect(plain(formatCountdown(9 * min + 5 * s, fr))).to.equal('9 min 05 s');
    expect(plain(formatCountdown(5 * s, fr))).to.equal('5 s');
    expect(plain(formatCountdown(d, fr))).to.equal('1 j 00 h 00 min 00 s');
  });

  it('never goes below zero and counts whole seconds', () => {
    expect(plain(formatCountdown(-5000, fr))).to.equal('0 s');
    expect(plain(formatCountdown(1999, fr))).to.equal('1 s');
  });

  it('keeps number and unit together (no-break space) and speaks English too', () => {
    expect(formatCountdown(3 * d + 2 * s, fr)).to.equal('3\u00a0j 00\u00a0h 00\u00a0min 02\u00a0s');
    expect(plain(formatCountdown(3 * d + 2 * s, en))).to.equal('3 d 00 h 00 min 02 s');
  });
});
