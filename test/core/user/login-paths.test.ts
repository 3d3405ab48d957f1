import { expect } from 'chai';
import {
  DEFAULT_AFTER_LOGIN_PATH,
  LOGIN_PAGE_PATH,
  TOKEN_COOKIE_NAME,
  loginPagePath,
  loginReturnPath,
  propertyPagePath,
  signUpPagePath,
} from '../../../core/src/domain/user/login-paths.js';

describe('login page paths (spec §2.4)', () => {
  it('names the token cookie BEARER', () => {
    expect(TOKEN_COOKIE_NAME).to.equal('BEARER');
  });

  it('builds the login page link for each reason', () => {
    expect(LOGIN_PAGE_PATH).to.equal('/compte-36h-immo.html');
    expect(loginPagePath('focusedBien', 12)).to.equal('/compte-36h-immo.html?focusedBien=12');
    expect(loginPagePath('bienVente', 12)).to.equal('/compte-36h-immo.html?bienVente=12');
    expect(loginPagePath('documentBien', 34)).to.equal('/compte-36h-immo.html?documentBien=34');
  });

  it('builds the mobile sign-up link', () => {
    expect(signUpPagePath()).to.equal('/compte-36h-immo.html?inscription');
  });
});

describe('loginReturnPath', () => {
  it('sends focusedBien back to the property page', () => {
    expect(propertyPagePath(12)).to.equal('/bien/12');
    expect(loginReturnPath({ focusedBien: '12' })).to.equal('/bien/12');
  });

  it('sends bienVente back to the property to finish registering interest', () => {
    expect(loginReturnPath({ bienVente: '12' })).to.equal('/bien/12#inscription-vente');
  });

  it("sends documentBien back to the property page's documents", () => {
    expect(loginReturnPath({ documentBien: '34' })).to.equal('/bien/34#documents');
  });

  it('prefers the most specific intent when several are given', () => {
    expect(loginReturnPath({ focusedBien: '1', documentBien: '2', bienVente: '3' })).to.equal(
      '/bien/3#inscription-vente',
    );
    expect(loginReturnPath({ focusedBien: '1', documentBien: '2' })).to.equal('/bien/2#documents');
  });

  it('reads the first value of a repeated parameter', () => {
    expect(loginReturnPath({ focusedBien: ['5', '6'] })).to.equal('/bien/5');
  });

  it('goes to the user space without a reason or with an id that is not a positive integer', () => {
    expect(DEFAULT_AFTER_LOGIN_PATH).to.equal('/mon-espace');
    expect(loginReturnPath({})).to.equal('/mon-espace');
    expect(loginReturnPath({ inscription: '' })).to.equal('/mon-espace');
    for (const id of ['0', '-1', '1.5', 'abc', '//evil.example', '12/../../admin', '', '99999999999999999']) {
      expect(loginReturnPath({ focusedBien: id }), id).to.equal('/mon-espace');
    }
  });
});
