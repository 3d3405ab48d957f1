import { expect } from 'chai';
import { ANONYMOUS, viewerOf, type User } from '../../../../core/src/domain/user/user.js';
import { UpdateProfile } from '../../../../core/src/use-cases/update-profile/update-profile.js';
import { aUser, createTestKit, type TestKit } from '../../../../core/src/testing/index.js';

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: ' Léa ',
  lastName: 'Dupont-Moreau',
  phone: '06.98.76.54.32',
  address: '3 quai Perrière',
  postcode: '38000',
  city: 'Grenoble',
  country: 'France',
  smsConsent: true,
  locale: 'en',
  ...overrides,
});

describe('UpdateProfile (mes informations)', () => {
  let kit: TestKit;
  let useCase: UpdateProfile;
  let user: User;

  beforeEach(async () => {
    kit = createTestKit();
    useCase = new UpdateProfile(kit);
    user = await kit.repos.users.add(aUser({ email: 'lea@example.fr' }));
  });

  it('stores the cleaned fields and answers the profile; the e-mail stays the login', async () => {
    const fromTheWire: Record<string, unknown> = { ...profile(), email: 'pirate@example.fr' };
    const result = await useCase.execute({ viewer: viewerOf(user), ...fromTheWire });

    expect(result.ok && result.value).to.deep.include({
      id: user.id,
      email: 'lea@example.fr',
      firstName: 'Léa',
      phone: '+33698765432',
      city: 'Grenoble',
      smsConsent: true,
      locale: 'en',
    });
    expect(await kit.repos.users.findById(user.id)).to.deep.equal({
      ...user,
      firstName: 'Léa',
      lastName: 'Dupont-Moreau',
      phone: '+33698765432',
      address: '3 quai Perrière',
      postcode: '38000',
      city: 'Grenoble',
      country: 'France',
      smsConsent: true,
      locale: 'en',
    });
  });

  it('keeps the SMS consent and the language when the form leaves them out', async () => {
    await useCase.execute({
      viewer: viewerOf(user),
      ...profile({ smsConsent: undefined, locale: undefined }),
    });
    expect(await kit.repos.users.findById(user.id)).to.deep.include({ smsConsent: false, locale: 'fr' });
  });

  it('names every field in error with the sign-up’s rules and stores nothing', async () => {
    const result = await useCase.execute({
      viewer: viewerOf(user),
      ...profile({
        firstName: 'a'.repeat(100_000),
        address: 'b'.repeat(256),
        city: 'c'.repeat(101),
        country: '🇫🇷',
        postcode: '38🏠00',
        phone: '12',
        smsConsent: 'yes',
        locale: 'de',
      }),
    });

    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.error).to.deep.include({
      code: 'profile_invalid',
      params: { count: 8 },
      field: 'firstName',
    });
    expect(result.error.fields).to.deep.equal({
      firstName: { code: 'field_too_long', params: { max: 100 }, field: 'firstName' },
      phone: { code: 'phone_invalid', field: 'phone' },
      address: { code: 'field_too_long', params: { max: 255 }, field: 'address' },
      postcode: { code: 'postcode_invalid', field: 'postcode' },
      city: { code: 'field_too_long', params: { max: 100 }, field: 'city' },
      country: { code: 'country_invalid', field: 'country' },
      smsConsent: { code: 'invalid_input', field: 'smsConsent' },
      locale: { code: 'locale_invalid', field: 'locale' },
    });
    expect(await kit.repos.users.findById(user.id)).to.deep.equal(user);
  });

  it('requires every identity field', async () => {
    const result = await useCase.execute({ viewer: viewerOf(user) });
    expect(result.ok ? [] : Object.keys(result.error.fields ?? {})).to.deep.equal([
      'firstName',
      'lastName',
      'phone',
      'address',
      'postcode',
      'city',
      'country',
    ]);
  });

  it('refuses an anonymous visitor, and a token outliving its account', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS, ...profile() })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    const gone = { ...viewerOf(user), id: user.id + 100 };
    expect((await useCase.execute({ viewer: gone, ...profile() })).ok).to.equal(false);
  });
});
