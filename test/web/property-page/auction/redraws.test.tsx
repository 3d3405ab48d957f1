import '../../../support/dom.js';
import { createAppStore } from '@immo/kit';
import { act, cleanup, render } from '@testing-library/react';
import { expect } from 'chai';
import { Provider } from 'react-redux';
import {
  auctionSlice,
  pageLoaded,
  pageOpened,
  polled,
  tick,
  type AuctionState,
} from '../../../../microfrontends/property-page/src/auction/auction-slice.js';
import { useAuctionFields } from '../../../../microfrontends/property-page/src/auction/use-auction-fields.js';
import { fakeDependencies } from '../media/page-fixture.js';
import { CLIENT_NOW, DAY, MINUTE, SECOND, pageData, pollAnswer } from './harness.js';

const FACTS = { serverNow: CLIENT_NOW, startAt: CLIENT_NOW - DAY, endAt: CLIENT_NOW + 30 * MINUTE };
const BID = { id: 1, amount: 255_000, userId: 42, placedAt: CLIENT_NOW - MINUTE };
const timed = { sentAt: CLIENT_NOW, receivedAt: CLIENT_NOW + 20 };

const loaded = (): AuctionState =>
  auctionSlice.reducer(
    auctionSlice.reducer(undefined, pageOpened({ bienId: 3 })),
    pageLoaded({ page: pageData(FACTS), ...timed }),
  );

describe('web: property page — what the clock and the poll redraw', () => {
  afterEach(cleanup);

  it('keeps the auction and the bids as they were when a poll answers the same', () => {
    const first = auctionSlice.reducer(loaded(), polled({ answer: pollAnswer(FACTS, [BID]), ...timed }));
    const again = auctionSlice.reducer(
      first,
      polled({
        answer: pollAnswer(FACTS, [BID]),
        sentAt: CLIENT_NOW + SECOND,
        receivedAt: CLIENT_NOW + SECOND,
      }),
    );
    expect(again).to.not.equal(first);
    expect(again.auction).to.equal(first.auction);
    expect(again.bids).to.equal(first.bids);

    const outbid = { id: 2, amount: 260_000, userId: 7, placedAt: CLIENT_NOW };
    const moved = auctionSlice.reducer(again, polled({ answer: pollAnswer(FACTS, [BID, outbid]), ...timed }));
    expect(moved.auction).to.not.equal(again.auction);
    expect(moved.auction?.currentPrice).to.equal(260_000);
    expect(moved.bids?.map((bid) => bid.id)).to.deep.equal([1, 2]);
  });

  it('draws a part reading some fields again when one of them changes, not at each tick', () => {
    const store = createAppStore(fakeDependencies());
    store.injectReducer(auctionSlice.reducerPath, auctionSlice.reducer);
    let renders = 0;
    function Probe() {
      renders += 1;
      const { load, page } = useAuctionFields('load', 'page');
      return <p>{load === 'ready' ? page?.bien.nom : load}</p>;
    }
    const view = render(
      <Provider store={store}>
        <Probe />
      </Provider>,
    );
    act(() => {
      store.dispatch(pageOpened({ bienId: 3 }));
      store.dispatch(pageLoaded({ page: pageData(FACTS), ...timed }));
    });
    const drawn = renders;
    expect(view.container.textContent).to.contain('Croix-Rousse');
    act(() => {
      store.dispatch(tick(CLIENT_NOW + SECOND));
      store.dispatch(tick(CLIENT_NOW + 2 * SECOND));
    });
    expect(renders).to.equal(drawn);
  });
});
