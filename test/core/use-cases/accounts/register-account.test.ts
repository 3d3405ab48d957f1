import { expect } from 'chai';
import {
  RegisterAccount,
  registrationInvalid,
} from '../../../../core/src/use-cases/register-account/register-account.js';
import { aUser, createTestKit, type TestKit } from '../../../../core/src/testing/index.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';

const NOW = Date.UTC(2026, 2, 2, 9, 30);

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jeanne',
  lastName: 'Dupont',
  phone: '06 12 34 56 78',
  email: '  Jeanne.Dupont@Example.fr ',
  address: '12 rue de la Paix',
  postcode: '75002',
  city: 'Paris',
  country: 'France',
  password: 'Maison2024!',
  passwordConfirmation: 'Maison2024!',
  smsConsent: true,
  termsAccepted: true,
  ...overrides,
});

describe('RegisterAccount', () => {
  let kit: TestKit;
  let useCase: RegisterAccount;

  beforeEach(() => {
    kit = createTestKit({ now: NOW });
    useCase = new RegisterAccount({ ...kit, siteUrl: 'https://www.example.fr/' });
  });

  it('creates a ROLE_USER, e-mail and identity not verified, in French by default, password hashed', async () => {
    const result = await useCase.execute(form());

    expect(result).to.deep.equal({ ok: true, value: { userId: 1 } });
    const user = await kit.repos.users.findById(1);
    expect(user).to.deep.include({
      email: 'jeanne.dupont@example.fr',
      passwordHash: 'plain:Maison2024!',
      phone: '+33612345678',
      roles: ['ROLE_USER'],
      assistance: false,
      identityVerifiedAt: null,
      biddingSuspendedAt: null,
      locale: 'fr',
      emailVerifiedAt: null,
      smsConsent: true,
      termsAcceptedAt: NOW,
      createdAt: NOW,
    });
  });

  it('stores a verification token from the id generator, valid 48 hours', async () => {
    await useCase.execute(form());
    expect(await kit.repos.accountTokens.find('email_verification', 'id-1')).to.deep.equal({
      token: 'id-1',
      purpose: 'email_verification',
      userId: 1,
      expiresAt: NOW + 48 * HOUR_MS,
    });
  });

  it('sends a French e-mail with the /verification-email/{token} link', async () => {
    await useCase.execute(form());
    expect(kit.mailer.sent).to.have.length(1);
    const [mail] = kit.mailer.sent;
    expect(mail?.to).to.equal('jeanne.dupont@example.fr');
    expect(mail?.subject).to.equal('Confirmez votre adresse email');
    expect(mail?.text).to.contain('Bonjour Jeanne,');
    expect(mail?.text).to.contain('https://www.example.fr/verification-email/id-1');
    expect(mail?.text).to.contain('48 heures');
  });

  it('writes the e-mail in English when asked', async () => {
    await useCase.execute({ ...form(), locale: 'en' });
    expect(kit.mailer.sent[0]?.subject).to.equal('Confirm your email address');
    expect(kit.mailer.sent[0]?.text).to.contain('48 hours');
  });

  it('sends the same words as branded HTML, user text escaped, the link as a button', async () => {
    await useCase.execute(form({ firstName: "Anne d'Arcy" }));
    const html = kit.mailer.sent[0]?.html ?? '';
    expect(html).to.contain('<html lang="fr">');
    expect(html).to.contain('Immo Enchères');
    expect(html).to.contain('Bonjour Anne d&#39;Arcy,');
    expect(html).to.contain('href="https://www.example.fr/verification-email/id-1"');
    expect(html).to.contain('Confirmer mon adresse email');
  });

  it('keeps the language of the sign-up on the account', async () => {
    await useCase.execute({ ...form(), locale: 'en' });
    expect((await kit.repos.users.findById(1))?.locale).to.equal('en');
  });

  it('refuses a 100 000-character name, an emoji postcode or a control character, and stores nothing', async () => {
    const result = await useCase.execute(
      form({
        firstName: 'a'.repeat(100_000),
        postcode: '74🏠00',
        address: 'rue\u0000 du Lac',
        country: 'F'.repeat(65),
      }),
    );
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(result.error.fields).to.deep.include({
      firstName: { code: 'field_too_long', params: { max: 100 }, field: 'firstName' },
      postcode: { code: 'postcode_invalid', field: 'postcode' },
      address: { code: 'address_invalid', field: 'address' },
      country: { code: 'field_too_long', params: { max: 64 }, field: 'country' },
    });
    expect((await kit.repos.users.list({ page: 1, pageSize: 10 })).total).to.equal(0);
  });

  it('publishes AccountRegistered', async () => {
    await useCase.execute(form());
    expect(kit.events.events).to.deep.equal([{ type: 'AccountRegistered', userId: 1 }]);
  });

  it('refuses an e-mail already used, whatever its case, and changes nothing', async () => {
    await kit.repos.users.add(aUser({ email: 'jeanne.dupont@example.fr' }));

    const result = await useCase.execute(form({ email: 'JEANNE.DUPONT@example.fr' }));

    expect(result).to.deep.equal({
      ok: false,
      error: {
        code: 'email_already_used',
        field: 'email',
        fields: { email: { code: 'email_already_used', field: 'email' } },
      },
    });
    expect((await kit.repos.users.list({ page: 1, pageSize: 10 })).total).to.equal(1);
    expect(await kit.repos.accountTokens.find('email_verification', 'id-1')).to.equal(null);
    expect(kit.mailer.sent).to.deep.equal([]);
    expect(kit.events.events).to.deep.equal([]);
  });

  const invalidForms: [string, Record<string, unknown>, { code: string; field: string; params?: object }][] =
    [
      [
        'a 7-character password',
        { password: 'Abcde1!', passwordConfirmation: 'Abcde1!' },
        { code: 'password_too_weak', params: { min: 8 }, field: 'password' },
      ],
      [
        'a password without a digit',
        { password: 'Abcdefg!', passwordConfirmation: 'Abcdefg!' },
        { code: 'password_too_weak', params: { min: 8 }, field: 'password' },
      ],
      [
        'a password without a special character',
        { password: 'Abcdefg1', passwordConfirmation: 'Abcdefg1' },
        { code: 'password_too_weak', params: { min: 8 }, field: 'password' },
      ],
      [
        'a mismatched confirmation',
        { passwordConfirmation: 'Maison2025!' },
        { code: 'password_mismatch', field: 'passwordConfirmation' },
      ],
      ['the phone 12345', { phone: '12345' }, { code: 'phone_invalid', field: 'phone' }],
      ['an invalid e-mail', { email: 'jeanne.example.fr' }, { code: 'email_invalid', field: 'email' }],
      ['terms not accepted', { termsAccepted: false }, { code: 'terms_required', field: 'termsAccepted' }],
      ['a missing last name', { lastName: undefined }, { code: 'field_required', field: 'lastName' }],
      ['a non-text city', { city: 75 }, { code: 'invalid_input', field: 'city' }],
    ];
  for (const [what, overrides, error] of invalidForms) {
    it(`refuses ${what} and stores nothing`, async () => {
      const result = await useCase.execute(form(overrides));
      expect(result).to.deep.equal({
        ok: false,
        error: {
          code: 'registration_invalid',
          params: { count: 1 },
          field: error.field,
          fields: { [error.field]: error },
        },
      });
      expect(await kit.repos.users.findById(1)).to.equal(null);
      expect(kit.mailer.sent).to.deep.equal([]);
    });
  }

  it('accepts exactly 8 characters', async () => {
    const result = await useCase.execute(form({ password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' }));
    expect(result.ok).to.equal(true);
  });

  it('returns every field in error at once, the first in form order as `field`', async () => {
    const result = await useCase.execute(
      form({ firstName: '', phone: '12345', passwordConfirmation: 'other', termsAccepted: false }),
    );
    expect(result).to.deep.equal({
      ok: false,
      error: {
        code: 'registration_invalid',
        params: { count: 4 },
        field: 'firstName',
        fields: {
          firstName: { code: 'field_required', field: 'firstName' },
          phone: { code: 'phone_invalid', field: 'phone' },
          passwordConfirmation: { code: 'password_mismatch', field: 'passwordConfirmation' },
          termsAccepted: { code: 'terms_required', field: 'termsAccepted' },
        },
      },
    });
    expect(kit.mailer.sent).to.deep.equal([]);
  });

  it('names every required field of an empty form', async () => {
    const result = await useCase.execute({});
    if (result.ok) throw new Error('accepted an empty form');
    expect(Object.keys(result.error.fields ?? {})).to.deep.equal([
      'firstName',
      'lastName',
      'phone',
      'email',
      'address',
      'postcode',
      'city',
      'country',
      'password',
      'termsAccepted',
    ]);
    expect(result.error.params).to.deep.equal({ count: 10 });
  });

  it('keeps one error per field, the first', () => {
    expect(
      registrationInvalid([
        { code: 'field_required', field: 'email' },
        { code: 'email_invalid', field: 'email' },
      ]),
    ).to.deep.equal({
      code: 'registration_invalid',
      params: { count: 1 },
      field: 'email',
      fields: { email: { code: 'field_required', field: 'email' } },
    });
  });

  it('lets a mail server failure through, the account being kept for a later resend', async () => {
    kit.mailer.failWith(new Error('SMTP down'));
    let thrown: unknown;
    try {
      await useCase.execute(form());
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error | undefined)?.message).to.equal('SMTP down');
    expect(await kit.repos.users.findById(1)).to.not.equal(null);
  });
});
