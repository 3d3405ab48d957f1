import { expect } from 'chai';
import {
  ACCOUNT_EMAIL_RESEND_INTERVAL_MS,
  EMAIL_VERIFICATION_TTL_MS,
  accountTokenIssuedAt,
  mayMailAnotherAccountToken,
  PASSWORD_RESET_TTL_MS,
  emailVerificationPath,
  isAccountTokenExpired,
  newAccountToken,
  passwordResetPath,
} from '../../../core/src/domain/user/account-tokens.js';

describe('one-time links of account e-mails', () => {
  const issuedAt = Date.UTC(2025, 2, 1, 9);

  it('a verification link lasts 48 hours (spec §6: verification required to log in)', () => {
    expect(EMAIL_VERIFICATION_TTL_MS).to.equal(172_800_000);
    expect(newAccountToken('email_verification', 't', 7, issuedAt)).to.deep.equal({
      token: 't',
      purpose: 'email_verification',
      userId: 7,
      expiresAt: issuedAt + 172_800_000,
    });
  });

  it('a password-reset link lasts one hour', () => {
    expect(PASSWORD_RESET_TTL_MS).to.equal(3_600_000);
    expect(newAccountToken('password_reset', 't', 7, issuedAt).expiresAt).to.equal(issuedAt + 3_600_000);
  });

  it('works until 1 ms before its expiry and stops at it', () => {
    const { expiresAt } = newAccountToken('email_verification', 't', 7, issuedAt);
    expect(isAccountTokenExpired({ expiresAt }, expiresAt - 1)).to.equal(false);
    expect(isAccountTokenExpired({ expiresAt }, expiresAt)).to.equal(true);
  });

  it('builds /verification-email/{token}, escaping the token', () => {
    expect(emailVerificationPath('abc-123')).to.equal('/verification-email/abc-123');
    expect(emailVerificationPath('a/b?c')).to.equal('/verification-email/a%2Fb%3Fc');
  });

  it('sends a reset link to the login page with the token in ?reinitialisation=', () => {
    expect(passwordResetPath('a/b')).to.equal('/compte-36h-immo.html?reinitialisation=a%2Fb');
  });

  it('tells when a link was issued from its expiry and purpose', () => {
    expect(accountTokenIssuedAt(newAccountToken('email_verification', 't', 7, issuedAt))).to.equal(issuedAt);
    expect(accountTokenIssuedAt(newAccountToken('password_reset', 't', 7, issuedAt))).to.equal(issuedAt);
  });

  it('mails another link only a minute after the previous one, or when there is none', () => {
    expect(ACCOUNT_EMAIL_RESEND_INTERVAL_MS).to.equal(60_000);
    for (const purpose of ['email_verification', 'password_reset'] as const) {
      const previous = newAccountToken(purpose, 't', 7, issuedAt);
      expect(mayMailAnotherAccountToken(previous, issuedAt + 59_999), purpose).to.equal(false);
      expect(mayMailAnotherAccountToken(previous, issuedAt + 60_000), purpose).to.equal(true);
    }
    expect(mayMailAnotherAccountToken(null, issuedAt)).to.equal(true);
  });
});
