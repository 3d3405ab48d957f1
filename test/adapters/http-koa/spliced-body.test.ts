import { expect } from 'chai';
import { gunzipSync } from 'node:zlib';
import {
  SplicedTime,
  gzipWith,
  plainWith,
  splicedBody,
} from '../../../adapters/http-koa/src/live/spliced-body.js';

describe('http-koa spliced body: a JSON body built once, its time filled per request', () => {
  const filler = 'x'.repeat(2000);
  const json = (time: string) =>
    JSON.stringify({ now: time, a: filler, nested: { now: time, b: filler }, text: 'say \\"now\\":\\"\\"' });

  it('fills every occurrence of the key, plain and gzip, as if built with that value', () => {
    const body = splicedBody(json(''), 'now');
    expect(body.parts).to.have.length(3);
    for (const time of ['2026-11-28T21:00:00+01:00', '2026-11-28T21:00:01+01:00']) {
      expect(plainWith(body, time).toString()).to.equal(json(time));
      expect(gunzipSync(gzipWith(body, time)!).toString()).to.equal(json(time));
    }
  });

  it('leaves a small body plain, and refuses a body without the key', () => {
    const small = splicedBody('{"now":""}', 'now');
    expect(gzipWith(small, '1')).to.equal(null);
    expect(plainWith(small, '1').toString()).to.equal('{"now":"1"}');
    expect(() => splicedBody('{"then":""}', 'now')).to.throw(/No empty "now"/);
  });

  it('makes the answers of a second once, shared by its requests, and each second’s with its own time', () => {
    const time = new SplicedTime((now) => `t${Math.floor(now / 1000)}`);
    const body = splicedBody(json(''), 'now');
    const [first, again] = [time.view(body), time.view(body)];
    expect(again.plain(1_500)).to.equal(first.plain(1_000));
    expect(again.gzip(1_999)).to.equal(first.gzip(1_000));
    expect(first.plain(2_000).toString()).to.equal(json('t2'));
    expect(gunzipSync(first.gzip(2_000)!).toString()).to.equal(json('t2'));
    expect(first.plain(1_000).toString()).to.equal(json('t1'));
    const other = splicedBody(json('').replace('say', 'tell'), 'now');
    expect(time.view(other).plain(1_000).toString()).to.equal(json('t1').replace('say', 'tell'));
  });
});
