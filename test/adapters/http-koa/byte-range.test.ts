import { expect } from 'chai';
import { requestedRange } from '../../../adapters/http-koa/src/byte-range.js';

describe('requestedRange (the Range header of a download)', () => {
  it('reads first-last, first- and -suffix, both ends included', () => {
    expect(requestedRange('bytes=0-99', 1000)).to.deep.equal({ start: 0, end: 99 });
    expect(requestedRange('bytes=900-', 1000)).to.deep.equal({ start: 900, end: 999 });
    expect(requestedRange('bytes=-100', 1000)).to.deep.equal({ start: 900, end: 999 });
    expect(requestedRange('bytes=999-999', 1000)).to.deep.equal({ start: 999, end: 999 });
  });

  it('clips a range running past the end, and a suffix longer than the file', () => {
    expect(requestedRange('bytes=500-5000', 1000)).to.deep.equal({ start: 500, end: 999 });
    expect(requestedRange('bytes=-5000', 1000)).to.deep.equal({ start: 0, end: 999 });
  });

  it('answers the whole file to no header, a malformed one, several ranges or a reversed one', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'items=0-9',
      'bytes=0-9,20-29',
      'bytes=9-0',
      'bytes=a-b',
    ]) {
      expect(requestedRange(header, 1000), String(header)).to.equal('whole');
    }
  });

  it('finds a range starting past the end, an empty suffix or any range of an empty file unsatisfiable', () => {
    expect(requestedRange('bytes=1000-', 1000)).to.equal('unsatisfiable');
    expect(requestedRange('bytes=1000-2000', 1000)).to.equal('unsatisfiable');
    expect(requestedRange('bytes=-0', 1000)).to.equal('unsatisfiable');
    expect(requestedRange('bytes=0-', 0)).to.equal('unsatisfiable');
    expect(requestedRange('bytes=-10', 0)).to.equal('unsatisfiable');
  });
});
