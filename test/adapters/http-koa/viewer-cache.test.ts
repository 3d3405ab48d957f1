// The live routes' cache of token checks forgets an account as soon as a change of it is heard
// (account-changes channel), and never keeps a check that began before such a change.
import { InProcessPubSub, LIVE_READ_PATHS, ViewerCache, accountChangesOf } from '@immo/http-koa';
import { ANONYMOUS, type Viewer } from '@immo/core';
import { expect } from 'chai';

const viewer = (id: number): Viewer => ({ ...ANONYMOUS, id, roles: ['ROLE_USER'], canAuction: true });

describe('http-koa: ViewerCache and account changes', () => {
  it('drops every token of an account named by a change, and only those', async () => {
    const pubSub = new InProcessPubSub();
    const changes = accountChangesOf(pubSub);
    const cache = new ViewerCache(LIVE_READ_PATHS);
    const stop = cache.follow(changes);
    cache.set('token-a1', viewer(1), undefined);
    cache.set('token-a2', viewer(1), undefined);
    cache.set('token-b', viewer(2), undefined);
    changes.publish({ userId: 1 });
    expect(cache.get('token-a1')).to.equal(null);
    expect(cache.get('token-a2')).to.equal(null);
    expect(cache.get('token-b')?.viewer.id).to.equal(2);
    stop();
    cache.set('token-a1', viewer(1), undefined);
    changes.publish({ userId: 1 });
    expect(cache.get('token-a1')?.viewer.id, 'no longer following').to.equal(1);
    await pubSub.close();
  });

  it('does not keep a check begun before a change of any account (it may have read the account before it)', () => {
    const cache = new ViewerCache(LIVE_READ_PATHS);
    const before = cache.generation();
    cache.dropUser(1);
    cache.set('token', viewer(1), undefined, before);
    expect(cache.get('token')).to.equal(null);
    cache.set('token', viewer(1), undefined, cache.generation());
    expect(cache.get('token')?.viewer.id).to.equal(1);
  });
});
