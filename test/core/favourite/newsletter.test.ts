import { expect } from 'chai';
import { newsletterSubscription } from '../../../core/src/domain/misc/newsletter.js';

describe('newsletterSubscription', () => {
  const now = Date.UTC(2025, 2, 1);

  it('stores the address trimmed and lower-case', () => {
    expect(newsletterSubscription('  Jeanne@Example.FR ', now)).to.deep.equal({
      ok: true,
      value: { email: 'jeanne@example.fr', subscribedAt: now },
    });
  });

  it('requires an address', () => {
    for (const email of [undefined, null, '', '  ']) {
      expect(newsletterSubscription(email, now)).to.deep.equal({
        ok: false,
        error: { code: 'field_required', field: 'email' },
      });
    }
  });

  it('refuses a non-text or malformed address', () => {
    expect(newsletterSubscription(42, now)).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'email' },
    });
    expect(newsletterSubscription('jeanne@example', now)).to.deep.equal({
      ok: false,
      error: { code: 'email_invalid', field: 'email' },
    });
  });
});
