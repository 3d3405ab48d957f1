import '../../../support/dom.js';
import { screen } from '@testing-library/react';
import { expect } from 'chai';
import {
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  MINUTE,
  SECOND,
  pageData,
  pollAnswer,
  setup,
  teardown,
} from './harness.js';

const SERVER_NOW = CLIENT_NOW + 7 * SECOND;
const notice = () => screen.queryByTestId('notice-two-minutes');

describe("web: property page auction — 'L'enchère se termine dans 2 minutes'", () => {
  afterEach(teardown);

  it('is raised once at 2 min 1 s left, shown 2 s later for 10 s, as a success notice', async () => {
    // 2 min 6.5 s left on the page's clock; no poll answers (the clock stays as the page set it).
    const facts = {
      serverNow: SERVER_NOW,
      startAt: SERVER_NOW - DAY,
      endAt: SERVER_NOW + 2 * MINUTE + 7 * SECOND,
    };
    const { advance } = await setup(new FakeApi().on('GET', '/api/bien/3/page', pageData(facts, BUYER)));
    // Crossing 2 min 1 s happens 5.5 s in; the notice appears 2 s later.
    await advance(7499);
    expect(notice()).to.equal(null);
    await advance(2);
    expect(notice()?.textContent).to.equal("L'enchère se termine dans 2 minutes");
    expect(notice()?.className).to.contain('kit-notice--success');
    await advance(9998);
    expect(notice()).to.not.equal(null);
    await advance(2);
    expect(notice()).to.equal(null);
  });

  it('is never raised again, even when an extension brings the end back above 2 min 1 s', async () => {
    let endAt = SERVER_NOW + 2 * MINUTE + 3 * SECOND;
    const facts = { serverNow: SERVER_NOW, startAt: SERVER_NOW - DAY, endAt };
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(facts, BUYER))
      .on('GET', '/api/bien/currentauction/7', () =>
        pollAnswer({ ...facts, endAt, serverNow: Date.now() + 7 * SECOND }),
      );
    const { advance } = await setup(api);
    await advance(5000);
    expect(notice()).to.not.equal(null);
    await advance(10_000);
    expect(notice()).to.equal(null);
    endAt += 2 * MINUTE;
    await advance(3 * MINUTE);
    expect(notice()).to.equal(null);
  });

  it('stays quiet on a page opened with less than 2 min 1 s left', async () => {
    const facts = { serverNow: SERVER_NOW, startAt: SERVER_NOW - DAY, endAt: SERVER_NOW + 90 * SECOND };
    const { advance } = await setup(new FakeApi().on('GET', '/api/bien/3/page', pageData(facts, BUYER)));
    await advance(20 * SECOND);
    expect(notice()).to.equal(null);
  });
});
