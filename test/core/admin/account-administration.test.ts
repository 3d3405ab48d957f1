import { expect } from 'chai';
import { applyAccountChange } from '../../../core/src/domain/admin/account-administration.js';
import { contactMessageOf } from '../../../core/src/domain/site/contact-message.js';
import { aUser } from '../../../core/src/testing/index.js';

const NOW = Date.UTC(2026, 10, 25, 8);
const user = { ...aUser({ roles: ['ROLE_USER'], identityVerifiedAt: NOW - 1000 }), id: 7 };
const admin = { ...aUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }), id: 1 };

describe('applyAccountChange (admin space rules)', () => {
  it('changes roles, e-mail, identity, activation, one audit line per change', () => {
    const result = applyAccountChange(
      user,
      {
        roles: ['ROLE_VENDEUR', 'ROLE_USER'],
        emailVerified: false,
        identityApproved: false,
        deactivated: true,
      },
      admin,
      NOW,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    expect(result.value.user).to.deep.include({
      roles: ['ROLE_USER', 'ROLE_VENDEUR'],
      emailVerifiedAt: null,
      identityVerifiedAt: null,
      deactivatedAt: NOW,
    });
    expect(result.value.audit.map((a) => a.action)).to.deep.equal([
      'user_roles_changed',
      'user_email_unverified',
      'user_identity_withdrawn',
      'user_deactivated',
    ]);
  });

  it('records nothing when nothing changes', () => {
    const result = applyAccountChange(user, { roles: ['ROLE_USER'], deactivated: false }, admin, NOW);
    expect(result.ok && result.value.audit).to.deep.equal([]);
  });

  it('refuses unknown or no roles, self-demotion, self-deactivation, an identity approved without document', () => {
    const code = (r: ReturnType<typeof applyAccountChange>) => (r.ok ? null : r.error.code);
    expect(code(applyAccountChange(user, { roles: [] }, admin, NOW))).to.equal('admin_roles_invalid');
    expect(code(applyAccountChange(user, { roles: ['ROLE_ROOT'] }, admin, NOW))).to.equal(
      'admin_roles_invalid',
    );
    expect(code(applyAccountChange(admin, { roles: ['ROLE_USER'] }, admin, NOW))).to.equal(
      'admin_cannot_demote_self',
    );
    expect(code(applyAccountChange(admin, { deactivated: true }, admin, NOW))).to.equal(
      'admin_cannot_deactivate_self',
    );
    const unapproved = { ...user, identityVerifiedAt: null };
    expect(code(applyAccountChange(unapproved, { identityApproved: true }, admin, NOW))).to.equal(
      'admin_identity_needs_document',
    );
  });
});

describe('contactMessageOf', () => {
  const context = { propertyId: 3, userId: null, now: NOW };

  it('keeps a valid message, e-mail normalised', () => {
    const result = contactMessageOf(
      { nom: ' Léa ', email: 'Lea@Example.fr', telephone: '', message: 'Une question sur la cave.' },
      context,
    );
    expect(result.ok && result.value).to.deep.include({ name: 'Léa', email: 'lea@example.fr', phone: '' });
  });

  it('answers every field error at once', () => {
    const result = contactMessageOf({ nom: '', email: 'x', telephone: '12', message: 'court' }, context);
    if (result.ok) throw new Error('should be refused');
    expect(result.error.code).to.equal('contact_invalid');
    expect(Object.keys(result.error.fields ?? {})).to.deep.equal(['nom', 'email', 'telephone', 'message']);
  });
});
