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
});
