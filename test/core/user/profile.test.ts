import { expect } from 'chai';
import { profileOf } from '../../../core/src/domain/user/profile.js';
import type { User } from '../../../core/src/domain/user/user.js';

describe('profileOf', () => {
  const user: User = {
    id: 9,
    email: 'jeanne@example.fr',
    passwordHash: 'secret-hash',
    firstName: 'Jeanne',
    lastName: 'Dupont',
    phone: '+33612345678',
    address: '12 rue de la Paix',
    postcode: '75002',
    city: 'Paris',
    country: 'France',
    roles: ['ROLE_USER'],
    assistance: false,
    emailVerifiedAt: 1000,
    identityVerifiedAt: 1100,
    biddingSuspendedAt: null,
    biddingSuspensionReason: null,
    deactivatedAt: null,
    locale: 'fr',
    passwordChangedAt: null,
    smsConsent: false,
    termsAcceptedAt: 900,
    createdAt: 900,
  };

  it('never carries the password hash', () => {
    expect(profileOf(user)).to.not.have.property('passwordHash');
    expect(JSON.stringify(profileOf(user))).to.not.contain('secret-hash');
  });

  it('says whether the e-mail is verified', () => {
    expect(profileOf(user).emailVerified).to.equal(true);
    expect(profileOf({ ...user, emailVerifiedAt: null }).emailVerified).to.equal(false);
  });

  it('is verified (userVerified) once both the e-mail and the identity are', () => {
    expect(profileOf(user)).to.include({ verified: true, identityVerified: true, canAuction: true });
    expect(profileOf({ ...user, identityVerifiedAt: null })).to.include({
      verified: false,
      identityVerified: false,
    });
    expect(profileOf({ ...user, emailVerifiedAt: null }).verified).to.equal(false);
  });

  it('tells a withdrawn right to bid and why', () => {
    const suspended = profileOf({ ...user, biddingSuspendedAt: 2000, biddingSuspensionReason: 'Impayés' });
    expect(suspended).to.include({ canAuction: false, biddingSuspensionReason: 'Impayés' });
  });
});
