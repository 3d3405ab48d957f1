// LiveAuctions.confirm: the outbox's delivery of an auction's events re-announces its stored version
// (the change told even if the committing process died first). The confirms of one auction share
// their version reads, never answering a confirm with a read begun before it.
import { InProcessPubSub, LiveAuctions, auctionFeedOf } from '@immo/http-koa';
import type { AuctionChange } from '@immo/core';
import { ManualClock } from '@immo/core/testing';
import { expect } from 'chai';

describe('http-koa: LiveAuctions.confirm', () => {
  let versions: Map<number, string>;
  let reads: { auctionId: number; answer: (version?: string) => void }[];
  let heard: AuctionChange[];
  let auctions: LiveAuctions;
  let errors: unknown[];

  beforeEach(() => {
    versions = new Map([
      [1, 'v1'],
      [2, 'w1'],
    ]);
    reads = [];
    heard = [];
    errors = [];
    const feed = auctionFeedOf(new InProcessPubSub());
    feed.subscribe((change) => heard.push(change));
    auctions = new LiveAuctions({
      getCurrentAuction: {
        execute: () => Promise.reject(new Error('no snapshot is built in these tests')),
      },
      feed,
      // Each read answers the version stored when the test lets it answer.
      readVersion: (auctionId) =>
        new Promise((resolve) => {
          reads.push({
            auctionId,
            answer: (version) => resolve(version ?? versions.get(auctionId) ?? null),
          });
        }),
      clock: new ManualClock(),
      onError: (error) => errors.push(error),
    });
  });
  afterEach(() => auctions.close());

  const settled = () => new Promise((resolve) => setImmediate(resolve));
  const answerNext = async () => {
    const read = reads.shift();
    if (!read) throw new Error('no read under way');
    read.answer();
    await settled();
  };

  it('reads once for the confirms asked while nothing runs, once more for all those asked during that read', async () => {
    for (let i = 0; i < 20; i += 1) auctions.confirm(1);
    expect(reads).to.have.length(1);
    // A bid committed while that read runs: the read may have missed it, so one more read follows.
    versions.set(1, 'v2');
    for (let i = 0; i < 20; i += 1) auctions.confirm(1);
    expect(reads).to.have.length(1);
    await answerNext();
    expect(reads).to.have.length(1);
    await answerNext();
    expect(reads).to.have.length(0);
    expect(heard).to.deep.equal([
      { auctionId: 1, version: 'v2' },
      { auctionId: 1, version: 'v2' },
    ]);

    // Nothing queued after the last: the next confirm reads anew.
    versions.set(1, 'v3');
    auctions.confirm(1);
    await answerNext();
    expect(heard.at(-1)).to.deep.equal({ auctionId: 1, version: 'v3' });
    expect(errors).to.deep.equal([]);
  });

  it('never answers a confirm with a read begun before it', async () => {
    auctions.confirm(1);
    // A bid commits after that read has read the row, and its delivery confirms.
    versions.set(1, 'v2');
    auctions.confirm(1);
    reads.shift()!.answer('v1');
    await settled();
    await answerNext();
    expect(heard.map((change) => change.version)).to.deep.equal(['v1', 'v2']);
  });

  it('keeps each auction to itself', async () => {
    auctions.confirm(1);
    auctions.confirm(2);
    expect(reads.map((read) => read.auctionId)).to.deep.equal([1, 2]);
    await answerNext();
    await answerNext();
    expect(heard).to.deep.equal([
      { auctionId: 1, version: 'v1' },
      { auctionId: 2, version: 'w1' },
    ]);
  });

  it('reports a failed read and still reads for the confirm that waited on it', async () => {
    const failing = new LiveAuctions({
      getCurrentAuction: { execute: () => Promise.reject(new Error('unused')) },
      feed: auctionFeedOf(new InProcessPubSub()),
      readVersion: () => Promise.reject(new Error('connection lost')),
      clock: new ManualClock(),
      onError: (error) => errors.push(error),
    });
    failing.confirm(5);
    failing.confirm(5);
    await settled();
    expect(errors.map((error) => (error as Error).message)).to.deep.equal([
      'connection lost',
      'connection lost',
    ]);
    failing.close();
  });
});
