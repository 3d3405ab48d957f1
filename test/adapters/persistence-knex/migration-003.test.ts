import { expect } from 'chai';
import type { Database } from '../../../adapters/persistence-knex/src/index.js';
import { onEachDatabaseBefore } from '../../support/scratch-databases.js';

const T = '2026-03-01 09:00:00.000000';
const instant = Date.UTC(2026, 2, 1, 9);

/** A users row as 001-initial-schema had it. */
const legacyUser = (id: number, email: string, roles: string, verified: boolean, canAuction: boolean) => ({
  id,
  email,
  email_key: email,
  password_hash: 'hash',
  first_name: 'Léa',
  last_name: 'Fontaine',
  phone: '+33612345678',
  address: '1 rue du Lac',
  postcode: '74000',
  city: 'Annecy',
  country: 'France',
  roles,
  assistance: false,
  email_verified_at: T,
  verified,
  can_auction: canAuction,
  sms_consent: false,
  terms_accepted_at: T,
  created_at: T,
});

onEachDatabaseBefore('003-buyer-funnel carries old rows over', 2, (kind) => {
  let database: Database;
  before(async () => {
    database = await kind.open();
  });
  after(async () => {
    await database.close();
  });

  it('approves checked accounts, suspends barred buyers, approves signed agréments, keeps tokens', async () => {
    const { knex } = database;
    await knex('users').insert([
      legacyUser(1, 'checked@example.fr', '["ROLE_USER"]', true, true),
      legacyUser(2, 'barred@example.fr', '["ROLE_USER"]', true, false),
      legacyUser(3, 'new@example.fr', '["ROLE_USER"]', false, false),
      legacyUser(4, 'agent@example.fr', '["ROLE_NEGOCIATEUR"]', true, false),
    ]);
    await knex('email_verifications').insert({ token: 'tok-1', user_id: 3, expires_at: T });
    await knex('properties').insert({ id: 1, ...(await legacyProperty(database)) });
    await knex('buyer_files').insert({
      id: 1,
      property_id: 1,
      user_id: 1,
      interest: 'interested',
      registered_at: T,
      visit_done_at: T,
      agrement_signed_at: T,
      identity_document_key: null,
      financing_plan_provided: true,
      negotiator_comment: '',
    });

    await database.migrate();

    const users = database.repositories.users;
    expect(await users.findById(1)).to.include({
      identityVerifiedAt: instant,
      biddingSuspendedAt: null,
      locale: 'fr',
    });
    expect(await users.findById(2)).to.include({ identityVerifiedAt: instant, biddingSuspendedAt: instant });
    expect(await users.findById(3)).to.include({ identityVerifiedAt: null, biddingSuspendedAt: null });
    expect(await users.findById(4)).to.include({ biddingSuspendedAt: null });
    expect(await database.repositories.accountTokens.find('email_verification', 'tok-1')).to.include({
      userId: 3,
    });
    const file = await database.repositories.buyerFiles.findById(1);
    expect(file?.agrement.review).to.include({ status: 'approved', decidedAt: instant });
    expect(file?.agrement.signature).to.include({ signedAt: instant, copyKey: null });
    expect(file?.identity).to.deep.equal({ document: null, documentDeletedAt: null, review: null });
    expect(file?.financing).to.deep.equal({ kind: 'cash', declaredAt: instant });
  });
});

/** The smallest properties row 001-initial-schema accepts: every NOT NULL column without a default. */
async function legacyProperty(database: Database): Promise<Record<string, unknown>> {
  const columns = await database.knex('properties').columnInfo();
  const row: Record<string, unknown> = {};
  for (const [name, info] of Object.entries(columns)) {
    if (name === 'id' || info.nullable || info.defaultValue !== null) continue;
    row[name] = /_at$/.test(name)
      ? T
      : /int|decimal|double|float|real|bool|tinyint/i.test(info.type)
        ? 0
        : 'x';
  }
  return row;
}
