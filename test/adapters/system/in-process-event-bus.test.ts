import type { DomainEvent } from '@immo/core';
import { InProcessEventBus } from '@immo/system';
import { expect } from 'chai';
import sinon from 'sinon';

describe('InProcessEventBus', () => {
  const bidPlaced: DomainEvent = {
    type: 'BidPlaced',
    auctionId: 1,
    bidId: 2,
    amount: 251000,
    userId: 3,
    endAt: 0,
  };

  it('delivers an event to every handler of its type, and to no other', async () => {
    const bus = new InProcessEventBus({ report: sinon.spy() });
    const seen: string[] = [];
    bus.subscribe('BidPlaced', (e) => void seen.push(`a:${e.amount}`));
    bus.subscribe('BidPlaced', (e) => void seen.push(`b:${e.bidId}`));
    bus.subscribe('SaleCreated', () => void seen.push('wrong'));

    await bus.publish(bidPlaced);
    await bus.idle();

    expect(seen).to.deep.equal(['a:251000', 'b:2']);
  });

  it('reports a failing handler without failing the publisher or the other handlers', async () => {
    const report = sinon.spy();
    const bus = new InProcessEventBus({ report });
    const after = sinon.spy();
    bus.subscribe('BidPlaced', () => {
      throw new Error('index down');
    });
    bus.subscribe('BidPlaced', after);

    await bus.publish(bidPlaced);
    await bus.idle();

    expect(after.calledOnce).to.equal(true);
    expect(report.calledOnce).to.equal(true);
    expect(report.firstCall.args[1]).to.deep.equal({ event: bidPlaced });
  });

  it('stops delivering after unsubscribe', async () => {
    const bus = new InProcessEventBus({ report: sinon.spy() });
    const handler = sinon.spy();
    const unsubscribe = bus.subscribe('SaleUpdated', handler);
    unsubscribe();
    await bus.publish({ type: 'SaleUpdated', propertyId: 1 });
    await bus.idle();
    expect(handler.called).to.equal(false);
  });
});
