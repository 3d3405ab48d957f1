import '../../../support/dom.js';
import { act, render, screen } from '@testing-library/react';
import { expect } from 'chai';
import { Provider } from 'react-redux';
import type { AuctionStream } from '../../../../microfrontends/property-page/src/auction/epics.js';
import {
  useAuctionLive,
  type AuctionLive,
} from '../../../../microfrontends/property-page/src/auction/use-auction-live.js';
import {
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  MINUTE,
  SECOND,
  pageData,
  plain,
  pollAnswer,
  setup,
  teardown,
  type BidFacts,
} from './harness.js';

const SERVER_NOW = CLIENT_NOW;
const FACTS = { serverNow: SERVER_NOW, startAt: SERVER_NOW - DAY, endAt: SERVER_NOW + 30 * MINUTE };
const POLL = '/api/bien/currentauction/7';

/** A stream the test drives: events pushed by hand, a failure on demand. */
class FakeStream implements AuctionStream {
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  private listener: ((event: { data: string }) => void) | null = null;
  constructor(readonly path: string) {}
  addEventListener(_type: 'auction', listener: (event: { data: string }) => void) {
    this.listener = listener;
  }
  push(bids: BidFacts[], facts = FACTS) {
    this.listener?.({ data: JSON.stringify(pollAnswer({ ...facts, serverNow: Date.now() }, bids)) });
  }
  fail() {
    this.onerror?.({});
  }
  close() {
    this.closed = true;
  }
}

const pollTimes = (api: FakeApi, since: number) => api.callsTo('GET', POLL).map((call) => call.at - since);

/** The streams the page opens, in order, each a FakeStream the test drives. */
function recordedStreams() {
  const streams: FakeStream[] = [];
  const openStream = (path: string) => {
    const stream = new FakeStream(path);
    streams.push(stream);
    return stream;
  };
  return { streams, openStream };
}

describe('web: property page auction — the live stream, and polling when it fails', () => {
  afterEach(teardown);

  it('follows the stream instead of polling: each event updates the price and the history at once', async () => {
    const { streams, openStream } = recordedStreams();
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(FACTS, BUYER))
      .on('GET', POLL, () => pollAnswer({ ...FACTS, serverNow: Date.now() }));
    const { advance } = await setup(api, {
      openStream,
    });
    expect(streams.map((s) => s.path)).to.deep.equal(['/api/bien/currentauction/7/stream']);
    const bids: BidFacts[] = [{ id: 1, amount: 255_000, userId: 17, placedAt: SERVER_NOW }];
    await act(async () => streams[0]!.push(bids));
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('255 000 €');
    await advance(5000);
    bids.push({ id: 2, amount: 260_000, userId: 18, placedAt: Date.now() });
    await act(async () => streams[0]!.push(bids));
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('260 000 €');
    expect(screen.getAllByTestId('bid-history-row')).to.have.length(2);
    expect(api.callsTo('GET', POLL)).to.have.length(0);
  });

  it('falls back to the spec’s polling when the stream fails: every second for a verified viewer, the first after 500 ms', async () => {
    const { streams, openStream } = recordedStreams();
    const bids: BidFacts[] = [{ id: 1, amount: 255_000, userId: 17, placedAt: SERVER_NOW }];
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(FACTS, BUYER))
      .on('GET', POLL, () => pollAnswer({ ...FACTS, serverNow: Date.now() }, bids));
    const { advance } = await setup(api, {
      openStream,
    });
    await advance(2000);
    const failedAt = Date.now();
    await act(async () => streams[0]!.fail());
    expect(streams[0]!.closed).to.equal(true);
    await advance(2600);
    expect(pollTimes(api, failedAt)).to.deep.equal([500, 1500, 2500]);
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('255 000 €');
    expect(streams).to.have.length(1);
  });

  it('tries the stream again 5 s after it failed while polling goes on, and stops polling at the new stream’s first event', async () => {
    const { streams, openStream } = recordedStreams();
    const polledBids: BidFacts[] = [{ id: 1, amount: 255_000, userId: 17, placedAt: SERVER_NOW }];
    const pollDelayMs = 300;
    const api = new FakeApi().on('GET', '/api/bien/3/page', pageData(FACTS, BUYER)).on(
      'GET',
      POLL,
      // Each answer 300 ms on the way, built when asked: one can be in flight when the stream comes back.
      () => {
        const answer = pollAnswer({ ...FACTS, serverNow: Date.now() }, [...polledBids]);
        return new Promise((resolve) => setTimeout(() => resolve(answer), pollDelayMs));
      },
    );
    // random 0: the whole pause, no jitter taken off.
    const { advance } = await setup(api, { openStream, random: 0 });
    await advance(2000);
    const failedAt = Date.now();
    await act(async () => streams[0]!.fail());
    await advance(4999);
    expect(streams).to.have.length(1);
    await advance(1);
    expect(streams.map((stream) => stream.path)).to.deep.equal([
      '/api/bien/currentauction/7/stream',
      '/api/bien/currentauction/7/stream',
    ]);
    // Not heard from yet: polling goes on.
    await advance(1600);
    expect(pollTimes(api, failedAt)).to.deep.equal([500, 1500, 2500, 3500, 4500, 5500, 6500]);
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('255 000 €');

    // Its first event, while the poll sent at 6500 is still on its way with the older state.
    await advance(100);
    await act(async () =>
      streams[1]!.push([...polledBids, { id: 2, amount: 260_000, userId: 18, placedAt: Date.now() }]),
    );
    await advance(pollDelayMs + 10_000);
    expect(pollTimes(api, failedAt)).to.have.length(7);
    expect(plain(screen.getByTestId('current-price').textContent)).to.equal('260 000 €');
    expect(screen.getAllByTestId('bid-history-row')).to.have.length(2);
    expect(streams).to.have.length(2);
    expect(streams[1]!.closed).to.equal(false);
  });

  it('doubles the pause after each retried stream that fails before its first event, polling steadily meanwhile', async () => {
    const { streams, openStream } = recordedStreams();
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(FACTS, BUYER))
      .on('GET', POLL, () => pollAnswer({ ...FACTS, serverNow: Date.now() }));
    const { advance } = await setup(api, { openStream, random: 0 });
    const failedAt = Date.now();
    await act(async () => streams[0]!.fail());
    const openedAt: number[] = [];
    for (const pause of [5000, 10_000, 20_000]) {
      await advance(pause);
      expect(streams).to.have.length(openedAt.length + 2);
      openedAt.push(Date.now() - failedAt);
      await act(async () => streams.at(-1)!.fail());
    }
    expect(openedAt).to.deep.equal([5000, 15_000, 35_000]);
    // One poll a second from the first failure on, never restarted by a retry that failed.
    expect(pollTimes(api, failedAt)).to.deep.equal(Array.from({ length: 35 }, (_, i) => 500 + i * 1000));
  });

  it('polls as before where the browser has no stream, and never asks for one again', async () => {
    let asked = 0;
    const api = new FakeApi()
      .on('GET', '/api/bien/3/page', pageData(FACTS, BUYER))
      .on('GET', POLL, () => pollAnswer({ ...FACTS, serverNow: Date.now() }));
    const { advance } = await setup(api, {
      openStream: () => {
        asked += 1;
        return null;
      },
    });
    await advance(1600);
    expect(pollTimes(api, CLIENT_NOW)).to.deep.equal([500, 1500]);
    await advance(2 * MINUTE);
    expect(asked).to.equal(1);
  });

  it('closes the stream when the page goes away', async () => {
    const { streams, openStream } = recordedStreams();
    const api = new FakeApi().on('GET', '/api/bien/3/page', pageData(FACTS, BUYER));
    const { unmount } = await setup(api, {
      openStream,
    });
    unmount();
    expect(streams[0]!.closed).to.equal(true);
  });

  it('useAuctionLive gives the latest snapshot and the one before, for a component to react to a change', async () => {
    const { streams, openStream } = recordedStreams();
    const seen: AuctionLive[] = [];
    function Probe() {
      seen.push(useAuctionLive(7));
      return null;
    }
    const api = new FakeApi().on('GET', '/api/bien/3/page', pageData(FACTS, BUYER));
    const { store } = await setup(api, {
      openStream,
    });
    render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    const bids: BidFacts[] = [{ id: 1, amount: 255_000, userId: 17, placedAt: SERVER_NOW }];
    await act(async () => streams[0]!.push(bids));
    bids.push({ id: 2, amount: 260_000, userId: 18, placedAt: SERVER_NOW + SECOND });
    const extended = { ...FACTS, endAt: FACTS.endAt + 2 * MINUTE };
    await act(async () => streams[0]!.push(bids, extended));
    const last = seen.at(-1)!;
    expect(last.current!.bids.map((b) => b.id)).to.deep.equal([1, 2]);
    expect(last.previous!.bids.map((b) => b.id)).to.deep.equal([1]);
    expect(last.current!.auction.endAt - last.previous!.auction.endAt).to.equal(2 * MINUTE);
    expect(last.current!.totalBids).to.equal(2);
  });
});
