import { expect } from 'chai';
import { ANONYMOUS } from '../../../core/src/domain/user/user.js';
import { userContext } from '../../../core/src/domain/user/user-context.js';

describe('userContext (spec §3.2 user context)', () => {
  it('gives 0, no roles and two 0 flags for an anonymous visitor', () => {
    expect(userContext(ANONYMOUS)).to.deep.equal({
      currentUser: 0,
      userInfos: [],
      userVerified: '0',
      canAuction: '0',
    });
  });

  it("gives a verified buyer allowed to bid '1' and '1'", () => {
    expect(
      userContext({ id: 42, roles: ['ROLE_USER'], assistance: false, verified: true, canAuction: true }),
    ).to.deep.equal({ currentUser: 42, userInfos: ['ROLE_USER'], userVerified: '1', canAuction: '1' });
  });

  it("gives an unverified user '0' flags", () => {
    expect(
      userContext({ id: 7, roles: ['ROLE_USER'], assistance: false, verified: false, canAuction: false }),
    ).to.deep.equal({ currentUser: 7, userInfos: ['ROLE_USER'], userVerified: '0', canAuction: '0' });
  });

  it('keeps the flags apart: verified but not allowed to bid', () => {
    const context = userContext({
      id: 8,
      roles: ['ROLE_USER'],
      assistance: false,
      verified: true,
      canAuction: false,
    });
    expect([context.userVerified, context.canAuction]).to.deep.equal(['1', '0']);
  });

  it('lists every role of a negotiator', () => {
    const context = userContext({
      id: 3,
      roles: ['ROLE_USER', 'ROLE_NEGOCIATEUR'],
      assistance: true,
      verified: true,
      canAuction: false,
    });
    expect(context.userInfos).to.deep.equal(['ROLE_USER', 'ROLE_NEGOCIATEUR']);
  });
});
