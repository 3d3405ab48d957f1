// Every text of the sign-up and profile forms is bounded by core, so SQLite and MariaDB hold the same
// values. MariaDB (strict mode) refuses a value longer than its VARCHAR column with ER_DATA_TOO_LONG,
// which reached the client as a 500, while SQLite stored it whole; now core answers 400 first, on both.
import { expect } from 'chai';
import { ACCOUNT_FIELD_MAX_LENGTH } from '@immo/core';
import { json } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';
import { EN, registrationForm } from './accounts-fixtures.js';

const HUGE = 100_000;

/** [field, value, code, French message, English message] */
const REFUSED: [string, string, string, string, string][] = [
  ['firstName', 'a'.repeat(HUGE), 'field_too_long', '100 caractères maximum', '100 characters maximum'],
  ['address', 'a'.repeat(HUGE), 'field_too_long', '255 caractères maximum', '255 characters maximum'],
  ['city', 'a'.repeat(HUGE), 'field_too_long', '100 caractères maximum', '100 characters maximum'],
  ['country', 'a'.repeat(HUGE), 'field_too_long', '64 caractères maximum', '64 characters maximum'],
  ['postcode', '74🏠00', 'postcode_invalid', 'Code postal invalide', 'Invalid postal code'],
  [
    'country',
    'France 🇫🇷',
    'country_invalid',
    'Ce nom de pays contient des caractères non acceptés',
    'This country name contains characters that are not accepted',
  ],
];

/** 𠀀 is a letter beyond the Basic Multilingual Plane: one character, four bytes in UTF-8. */
const LONGEST_NAME = '𠀀'.repeat(ACCOUNT_FIELD_MAX_LENGTH.firstName);

onEachApiDatabase('http: accounts — field bounds', (kind) => {
  describe('sign-up and profile', () => {
    let t: TestApi;
    before(async function () {
      this.timeout(60_000);
      t = await startTestApi({ databaseUrl: kind.url });
    });
    after(async () => t?.close());

    const userCount = async () => (await t.api.ports.repos.users.list({ page: 1, pageSize: 1 })).total;

    for (const [field, value, code, fr, en] of REFUSED) {
      const what = `${value.length > 20 ? `a ${value.length}-character` : `'${value}' as`} ${field}`;

      it(`refuses ${what} at sign-up: 400 with the field's message, nothing stored`, async () => {
        const before = await userCount();
        const email = `borne-${field}@example.fr`;
        for (const [headers, message] of [
          [{}, fr],
          [EN, en],
        ] as const) {
          const res = await t.request('anonymous', 'POST', '/api/inscription', {
            json: registrationForm({ email, [field]: value }),
            headers,
          });
          expect(res.status).to.equal(400);
          const { error } = await json(res);
          expect(error.code).to.equal('registration_invalid');
          expect(error.fields).to.deep.equal({ [field]: { code, message } });
        }
        expect(await t.api.ports.repos.users.findByEmail(email)).to.equal(null);
        expect(await userCount()).to.equal(before);
      });

      it(`refuses ${what} in the profile: 400 with the field's message, the account unchanged`, async () => {
        const before = await t.api.ports.repos.users.findById(t.actors.newUser.user.id);
        const res = await t.request('newUser', 'PUT', '/api/me', {
          json: { ...registrationForm(), [field]: value },
        });
        expect(res.status).to.equal(400);
        const { error } = await json(res);
        expect(error).to.deep.include({ code: 'profile_invalid', field });
        expect(error.fields).to.deep.equal({ [field]: { code, message: fr } });
        expect(await t.api.ports.repos.users.findById(t.actors.newUser.user.id)).to.deep.equal(before);
      });
    }

    it('stores a name at its longest, in 4-byte letters, and reads it back whole', async () => {
      const res = await t.request('anonymous', 'POST', '/api/inscription', {
        json: registrationForm({ email: 'longue@example.fr', firstName: LONGEST_NAME }),
      });
      expect(res.status).to.equal(201);
      expect((await t.api.ports.repos.users.findByEmail('longue@example.fr'))?.firstName).to.equal(
        LONGEST_NAME,
      );

      const edit = await t.request('newUser', 'PUT', '/api/me', {
        json: { ...registrationForm(), lastName: LONGEST_NAME },
      });
      expect(edit.status).to.equal(200);
      expect((await json(await t.request('newUser', 'GET', '/api/me'))).lastName).to.equal(LONGEST_NAME);
    });
  });
});
