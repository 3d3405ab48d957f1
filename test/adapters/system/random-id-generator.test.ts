import { expect } from 'chai';
import { RandomIdGenerator } from '@immo/system';

describe('RandomIdGenerator', () => {
  it('makes lower-case UUIDs by default', () => {
    expect(new RandomIdGenerator().next()).to.match(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('makes 22-character base64url ids (128 bits) on request', () => {
    expect(new RandomIdGenerator('base64url').next()).to.match(/^[A-Za-z0-9_-]{22}$/);
  });

  for (const format of ['uuid', 'base64url'] as const) {
    it(`never repeats itself in 10 000 ${format} ids`, () => {
      const ids = new RandomIdGenerator(format);
      const seen = new Set(Array.from({ length: 10_000 }, () => ids.next()));
      expect(seen.size).to.equal(10_000);
    });
  }
});
