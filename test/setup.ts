import sinon from 'sinon';

// Every test starts from a clean sandbox: fakes, stubs and fake timers never leak between tests.
export const mochaHooks = {
  afterEach() {
    sinon.restore();
  },
};
