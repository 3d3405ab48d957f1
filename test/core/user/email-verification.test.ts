import { expect } from 'chai';
import {
  EMAIL_VERIFICATION_TTL_MS,
  emailVerificationExpiry,
  emailVerificationPath,
  isEmailVerificationExpired,
} from '../../../core/src/domain/user/email-verification.js';

describe('e-mail verification link (spec §6: verification required to log in)', () => {
  const issuedAt = Date.UTC(2025, 2, 1, 9);

  it('lasts 48 hours', () => {
    expect(EMAIL_VERIFICATION_TTL_MS).to.equal(172_800_000);
    expect(emailVerificationExpiry(issuedAt)).to.equal(issuedAt + 172_800_000);
  });

  it('works until 1 ms before its expiry and stops at it', () => {
    const expiresAt = emailVerificationExpiry(issuedAt);
    expect(isEmailVerificationExpired({ expiresAt }, expiresAt - 1)).to.equal(false);
    expect(isEmailVerificationExpired({ expiresAt }, expiresAt)).to.equal(true);
  });

  it('builds /verification-email/{token}, escaping the token', () => {
    expect(emailVerificationPath('abc-123')).to.equal('/verification-email/abc-123');
    expect(emailVerificationPath('a/b?c')).to.equal('/verification-email/a%2Fb%3Fc');
  });
});
