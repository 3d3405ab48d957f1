import { ANONYMOUS, isSaleManagerRole } from '@immo/core';
import { expect } from 'chai';
import { viewerOfSession, type Me } from '../../../microfrontends/kit/src/session.js';

const me = (overrides: Partial<Me> = {}): Me => ({
  id: 7,
  email: 'julie@demo.immo',
  firstName: 'Julie',
  lastName: 'Bernard',
  roles: ['ROLE_NEGOCIATEUR'],
  assistance: false,
  verified: true,
  canAuction: false,
  ...overrides,
});

describe('kit: the session user as a viewer of core’s rules', () => {
  it('is the anonymous viewer when nobody is logged in', () => {
    expect(viewerOfSession(null)).to.equal(ANONYMOUS);
  });

  it('keeps id, known roles and flags, and drops roles core does not know', () => {
    expect(
      viewerOfSession(me({ roles: ['ROLE_NEGOCIATEUR', 'ROLE_SUPER_POUVOIR'], assistance: true })),
    ).to.deep.equal({
      id: 7,
      roles: ['ROLE_NEGOCIATEUR'],
      assistance: true,
      verified: true,
      canAuction: false,
    });
  });

  it('lets core decide: a negotiator manages sales, a buyer does not', () => {
    expect(isSaleManagerRole(viewerOfSession(me()))).to.equal(true);
    expect(isSaleManagerRole(viewerOfSession(me({ roles: ['ROLE_USER'] })))).to.equal(false);
  });
});
