import { expect } from 'chai';
import { KnexTokenDenyList, type Database } from '../../../adapters/persistence-knex/src/index.js';
import { aBuyer } from '../../../core/src/testing/index.js';
import { DAY_MS } from '../../../core/src/shared/time.js';
import { onEachDatabase } from '../../support/scratch-databases.js';

const NOW = Date.UTC(2030, 0, 15, 12, 0, 0);

onEachDatabase('KnexTokenDenyList: the account unless its token is revoked, in one read', (kind) => {
  let database: Database;
  let denyList: KnexTokenDenyList;
  beforeEach(async () => {
    database = await kind.open();
    denyList = new KnexTokenDenyList({ db: database.knex, dialect: database.dialect }, { now: () => NOW });
  });
  afterEach(async () => {
    await database.close();
  });

  it('answers the stored account, as fresh as findById, until the token is revoked', async () => {
    const users = database.repositories.users;
    const buyer = await users.add(aBuyer());
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    database.knex.on('query', record);
    expect(await denyList.findAccountUnlessRevoked('token-a', buyer.id)).to.deep.equal(buyer);
    database.knex.off('query', record);
    expect(statements, 'one statement').to.have.length(1);

    await users.update({ ...buyer, biddingSuspendedAt: NOW });
    expect(await denyList.findAccountUnlessRevoked('token-a', buyer.id)).to.deep.equal(
      await users.findById(buyer.id),
    );
    await denyList.revoke('token-a', NOW + DAY_MS);
    expect(await denyList.isRevoked('token-a')).to.equal(true);
    expect(await denyList.findAccountUnlessRevoked('token-a', buyer.id)).to.equal(null);
    expect(await denyList.findAccountUnlessRevoked('token-b', buyer.id)).to.deep.include({ id: buyer.id });
    expect(await denyList.findAccountUnlessRevoked('token-b', buyer.id + 1000)).to.equal(null);
  });

  it("reads a batch's accounts with the revoked ones among their tokens, in one statement", async () => {
    const users = database.repositories.users;
    const [first, second] = [await users.add(aBuyer()), await users.add(aBuyer())];
    await denyList.revoke('token-a', NOW + DAY_MS);
    await denyList.revoke('token-c', NOW + DAY_MS);
    await denyList.revoke('token-elsewhere', NOW + DAY_MS);
    const statements: string[] = [];
    const record = (query: { sql: string }) => statements.push(query.sql);
    database.knex.on('query', record);
    const { accounts, revoked } = await users.findWithRevocations(
      [first!.id, second!.id, second!.id + 1000],
      ['token-a', 'token-b', 'token-c'],
    );
    database.knex.off('query', record);
    expect(statements, 'one statement').to.have.length(1);
    expect(accounts.sort((a, b) => a.id - b.id)).to.deep.equal([first, second]);
    expect([...revoked].sort()).to.deep.equal(['token-a', 'token-c']);
    expect(denyList.readWithAccounts, 'nothing else to ask').to.equal(true);

    const none = await users.findWithRevocations([first!.id], ['token-b']);
    expect([...none.revoked]).to.deep.equal([]);
    expect((await users.findWithRevocations([first!.id], [])).accounts).to.deep.equal([first]);
  });

  it('finds every revoked token of a full batch, whatever their number, each account once', async () => {
    const users = database.repositories.users;
    const buyers = [await users.add(aBuyer()), await users.add(aBuyer())];
    // 64 tokens (a batch's most), of login ids' length, all revoked: every one is answered.
    const tokenIds = Array.from({ length: 64 }, (_, i) => `${String(i).padStart(4, '0')}${'f'.repeat(32)}`);
    for (const tokenId of tokenIds) await denyList.revoke(tokenId, NOW + DAY_MS);
    const { accounts, revoked } = await users.findWithRevocations(
      buyers.map((buyer) => buyer!.id),
      tokenIds,
    );
    expect(accounts.map((account) => account.id).sort((a, b) => a - b)).to.deep.equal(
      buyers.map((buyer) => buyer!.id).sort((a, b) => a - b),
    );
    expect([...revoked].sort()).to.deep.equal(tokenIds);
  });
});
