import { expect } from 'chai';
import {
  NEWSLETTER_CONFIRM_TTL_MS,
  confirmSubscription,
  newsletterEmail,
  requestSubscription,
  unsubscribe,
  type NewsletterSubscription,
} from '../../../core/src/domain/misc/newsletter.js';
import { aNewsletterSubscription } from '../../../core/src/testing/index.js';

describe('newsletter double opt-in (domain)', () => {
  const now = Date.UTC(2026, 10, 25, 8);
  const request = {
    email: 'jeanne@example.fr',
    locale: 'fr' as const,
    now,
    confirmToken: 'c1',
    unsubscribeToken: 'u1',
  };

  it('reads the typed address trimmed and lower-case, or tells what is wrong', () => {
    expect(newsletterEmail('  Jeanne@Example.FR ')).to.deep.equal({ ok: true, value: 'jeanne@example.fr' });
    expect(newsletterEmail('')).to.deep.equal({
      ok: false,
      error: { code: 'field_required', field: 'email' },
    });
    expect(newsletterEmail(42)).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'email' },
    });
    expect(newsletterEmail('jeanne@example')).to.deep.equal({
      ok: false,
      error: { code: 'email_invalid', field: 'email' },
    });
  });

  it('a new address is pending, with a link valid a week, and gets the confirmation e-mail', () => {
    const { subscription, sendConfirmation } = requestSubscription(null, request);
    expect(sendConfirmation).to.equal(true);
    expect(subscription).to.deep.equal({
      email: 'jeanne@example.fr',
      status: 'pending',
      locale: 'fr',
      confirmToken: 'c1',
      confirmExpiresAt: now + NEWSLETTER_CONFIRM_TTL_MS,
      unsubscribeToken: 'u1',
      subscribedAt: now,
      confirmedAt: null,
      unsubscribedAt: null,
    });
  });

  it('a confirmed address stays as it is and gets no e-mail', () => {
    const confirmed = aNewsletterSubscription({ email: 'jeanne@example.fr' });
    expect(requestSubscription(confirmed, request)).to.deep.equal({
      subscription: confirmed,
      sendConfirmation: false,
    });
  });

  it('a pending or unsubscribed address gets a new link and keeps its unsubscribe token', () => {
    for (const status of ['pending', 'unsubscribed'] as const) {
      const existing = aNewsletterSubscription({ status, unsubscribeToken: 'old-u' });
      const { subscription, sendConfirmation } = requestSubscription(existing, request);
      expect(sendConfirmation).to.equal(true);
      expect(subscription).to.include({
        status: 'pending',
        confirmToken: 'c1',
        unsubscribeToken: 'old-u',
        unsubscribedAt: null,
      });
    }
  });

  describe('confirmation', () => {
    const pending = (): NewsletterSubscription => requestSubscription(null, request).subscription;

    it('confirms a pending address within the week, once; twice keeps the first date', () => {
      const first = confirmSubscription(pending(), now + 1000);
      expect(first.ok && first.value.firstTime).to.equal(true);
      expect(first.ok && first.value.subscription).to.include({
        status: 'confirmed',
        confirmedAt: now + 1000,
      });
      const again = confirmSubscription(first.ok ? first.value.subscription : null, now + 5000);
      expect(again.ok && again.value).to.deep.include({ firstTime: false });
      expect(again.ok && again.value.subscription.confirmedAt).to.equal(now + 1000);
    });

    it('refuses an expired link, an unknown one and one of an unsubscribed address', () => {
      expect(confirmSubscription(pending(), now + NEWSLETTER_CONFIRM_TTL_MS + 1)).to.deep.equal({
        ok: false,
        error: { code: 'newsletter_link_expired' },
      });
      expect(confirmSubscription(null, now)).to.deep.equal({
        ok: false,
        error: { code: 'newsletter_link_invalid' },
      });
      const gone = unsubscribe(pending(), now);
      expect(confirmSubscription(gone.ok ? gone.value : null, now)).to.deep.equal({
        ok: false,
        error: { code: 'newsletter_link_invalid' },
      });
    });
  });

  it('unsubscribes whatever the state, drops the confirmation link, twice keeps the first date', () => {
    const once = unsubscribe(aNewsletterSubscription(), now);
    expect(once.ok && once.value).to.include({
      status: 'unsubscribed',
      confirmToken: null,
      unsubscribedAt: now,
    });
    const twice = unsubscribe(once.ok ? once.value : null, now + 1000);
    expect(twice.ok && twice.value.unsubscribedAt).to.equal(now);
    expect(unsubscribe(null, now)).to.deep.equal({ ok: false, error: { code: 'newsletter_link_invalid' } });
  });
});
