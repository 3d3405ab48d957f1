import { expect } from 'chai';
import { acceptsLoginToken, changesLoginGrants } from '../../../core/src/domain/user/login-session.js';
import { aUser } from '../../../core/src/testing/index.js';

describe('acceptsLoginToken', () => {
  const changedAt = Date.UTC(2026, 10, 21, 10, 0, 0) + 400;
  const secondOfChange = changedAt - 400;

  it('refuses every token of an account whose e-mail is not verified (spec §6)', () => {
    expect(
      acceptsLoginToken({ emailVerifiedAt: null, passwordChangedAt: null, deactivatedAt: null }, changedAt),
    ).to.equal(false);
  });

  it('accepts any token while the password was never changed', () => {
    expect(
      acceptsLoginToken({ emailVerifiedAt: 1, passwordChangedAt: null, deactivatedAt: null }, 0),
    ).to.equal(true);
  });

  it('refuses a token issued in a second before the password change', () => {
    const user = { emailVerifiedAt: 1, passwordChangedAt: changedAt, deactivatedAt: null };
    expect(acceptsLoginToken(user, secondOfChange - 1000)).to.equal(false);
    expect(acceptsLoginToken(user, secondOfChange - 1)).to.equal(false);
  });

  it('refuses every token of an account an administrator deactivated', () => {
    expect(acceptsLoginToken({ emailVerifiedAt: 1, passwordChangedAt: null, deactivatedAt: 5 }, 10)).to.equal(
      false,
    );
  });

  it('accepts a token issued in the second of the change (a JWT knows whole seconds) or later', () => {
    const user = { emailVerifiedAt: 1, passwordChangedAt: changedAt, deactivatedAt: null };
    expect(acceptsLoginToken(user, secondOfChange)).to.equal(true);
    expect(acceptsLoginToken(user, secondOfChange + 1000)).to.equal(true);
  });
});

describe('changesLoginGrants', () => {
  const before = { ...aUser({ roles: ['ROLE_USER'] }), id: 7 };

  it('holds for what a token says of the viewer or whether it is accepted', () => {
    for (const change of [
      { biddingSuspendedAt: 5 },
      { identityVerifiedAt: 5 },
      { roles: ['ROLE_USER', 'ROLE_VENDEUR'] as const },
      { roles: ['ROLE_NEGOCIATEUR'] as const },
      { assistance: !before.assistance },
      { deactivatedAt: 5 },
      { passwordChangedAt: 5 },
      { emailVerifiedAt: before.emailVerifiedAt === null ? 5 : null },
    ]) {
      expect(
        changesLoginGrants(before, { ...before, ...change, roles: [...(change.roles ?? before.roles)] }),
        JSON.stringify(change),
      ).to.equal(true);
    }
  });

  it('does not hold for the rest of the account (profile, reason of a withdrawal, language)', () => {
    for (const change of [
      { firstName: 'Autre', phone: '0600000000', city: 'Nantes' },
      { biddingSuspensionReason: 'Fraude' },
      { locale: 'en' as const },
      { smsConsent: !before.smsConsent },
    ]) {
      expect(changesLoginGrants(before, { ...before, ...change }), JSON.stringify(change)).to.equal(false);
    }
  });
});
