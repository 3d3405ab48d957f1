import { expect } from 'chai';
import { canManagePropertyVisits, isBuyer } from '../../../core/src/domain/visit/visit-permissions.js';
import { ANONYMOUS, type Viewer } from '../../../core/src/domain/user/user.js';

const viewer = (id: number, roles: Viewer['roles']): Viewer => ({ ...ANONYMOUS, id, roles });

describe('canManagePropertyVisits', () => {
  const property = { negotiatorId: 7 };

  it("lets the property's negotiator and any administrator manage visits", () => {
    expect(canManagePropertyVisits(viewer(7, ['ROLE_NEGOCIATEUR']), property)).to.equal(true);
    expect(canManagePropertyVisits(viewer(1, ['ROLE_ADMIN']), property)).to.equal(true);
  });

  it('refuses another negotiator, a buyer and an anonymous visitor', () => {
    expect(canManagePropertyVisits(viewer(8, ['ROLE_NEGOCIATEUR']), property)).to.equal(false);
    expect(canManagePropertyVisits(viewer(7, ['ROLE_USER']), property)).to.equal(false);
    expect(canManagePropertyVisits(ANONYMOUS, property)).to.equal(false);
  });
});

describe('isBuyer', () => {
  it('is a ROLE_USER who neither negotiates nor administers', () => {
    expect(isBuyer(viewer(3, ['ROLE_USER']))).to.equal(true);
    expect(isBuyer(viewer(3, ['ROLE_USER', 'ROLE_NEGOCIATEUR']))).to.equal(false);
    expect(isBuyer(viewer(3, ['ROLE_USER', 'ROLE_ADMIN']))).to.equal(false);
    expect(isBuyer(ANONYMOUS)).to.equal(false);
  });
});
