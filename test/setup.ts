import sinon from 'sinon';
import { checkEveryFetch } from './support/response-mismatch.js';

// The AWS SDK warns at first use that its releases after January 2027 will want Node 22; this
// project pins Node 20 (see package.json engines) and the warning would only clutter test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

checkEveryFetch();

// Every test starts from a clean sandbox: fakes, stubs and fake timers never leak between tests.
export const mochaHooks = {
  afterEach() {
    sinon.restore();
  },
};
