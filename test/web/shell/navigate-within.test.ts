import { expect } from 'chai';
import sinon from 'sinon';
import { createShellNavigator, navigateWithin } from '../../../shell/src/shell-router.js';

describe("shell: the epics' navigate", () => {
  const setUp = () => {
    const routerNavigate = sinon.fake();
    const leave = sinon.fake();
    const navigate = navigateWithin(() => ({ navigate: routerNavigate }), leave);
    return { navigate, routerNavigate, leave };
  };

  it('moves between the pages of the site inside the page', () => {
    const { navigate, routerNavigate, leave } = setUp();
    navigate('/connexion?redirect=%2Fbien%2F12');
    expect(routerNavigate.calledOnceWithExactly('/connexion?redirect=%2Fbien%2F12')).to.equal(true);
    expect(leave.called).to.equal(false);
  });

  it('fetches a file the server sends (a restricted document) by a real request, not as a screen', () => {
    const { navigate, routerNavigate, leave } = setUp();
    navigate('/download/private/12');
    navigate('/media/photos/3');
    expect(leave.args).to.deep.equal([['/download/private/12'], ['/media/photos/3']]);
    expect(routerNavigate.called).to.equal(false);
  });

  it('follows a path asked before the router has rendered once it has', () => {
    const navigator = createShellNavigator();
    const navigate = navigateWithin(() => navigator, sinon.fake());
    navigate('/connexion');
    const routerNavigate = sinon.fake();
    navigator.attach(routerNavigate);
    navigate('/recherche');
    expect(routerNavigate.args).to.deep.equal([['/connexion'], ['/recherche']]);
  });
});
