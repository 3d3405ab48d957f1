import { expect } from 'chai';
import {
  accountFromRegistration,
  validateContactForm,
  validateRegistration,
  type RegistrationForm,
} from '../../../core/src/domain/user/registration-form.js';
import type { DomainError } from '../../../core/src/shared/result.js';

const validForm = (overrides: Partial<Record<keyof RegistrationForm, unknown>> = {}) => ({
  firstName: 'Jeanne',
  lastName: 'Dupont',
  phone: '06 12 34 56 78',
  email: 'Jeanne.Dupont@Example.fr',
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

const errorsOf = (result: ReturnType<typeof validateRegistration>): DomainError[] =>
  result.ok ? [] : result.error;

describe('validateRegistration (spec §3.2, §5.6)', () => {
  it('accepts a complete form and cleans it', () => {
    const result = validateRegistration(validForm({ firstName: '  Jeanne ' }));
    expect(result).to.deep.equal({
      ok: true,
      value: {
        firstName: 'Jeanne',
        lastName: 'Dupont',
        phone: '+33612345678',
        email: 'jeanne.dupont@example.fr',
        address: '12 rue de la Paix',
        postcode: '75002',
        city: 'Paris',
        country: 'France',
        password: 'Maison2024!',
        passwordConfirmation: 'Maison2024!',
        smsConsent: true,
        termsAccepted: true,
      },
    });
  });

  it('keeps the password exactly as typed, spaces included', () => {
    const result = validateRegistration(
      validForm({ password: ' Maison2024! ', passwordConfirmation: ' Maison2024! ' }),
    );
    expect(result.ok && result.value.password).to.equal(' Maison2024! ');
  });

  it('treats SMS consent as optional, off by default', () => {
    const result = validateRegistration(validForm({ smsConsent: undefined }));
    expect(result.ok && result.value.smsConsent).to.equal(false);
  });

  it('requires every identity field, each on its own field', () => {
    const result = validateRegistration({
      password: 'Maison2024!',
      passwordConfirmation: 'Maison2024!',
      termsAccepted: true,
    });
    expect(errorsOf(result)).to.deep.equal(
      ['firstName', 'lastName', 'phone', 'email', 'address', 'postcode', 'city', 'country'].map((field) => ({
        code: 'field_required',
        field,
      })),
    );
  });

  it('treats blank text as missing and a non-text value as invalid', () => {
    expect(errorsOf(validateRegistration(validForm({ city: '   ' })))).to.deep.equal([
      { code: 'field_required', field: 'city' },
    ]);
    expect(errorsOf(validateRegistration(validForm({ postcode: 75002 })))).to.deep.equal([
      { code: 'invalid_input', field: 'postcode' },
    ]);
  });

  it('refuses a 7-character password and accepts 8', () => {
    expect(
      errorsOf(validateRegistration(validForm({ password: 'Abcde1!', passwordConfirmation: 'Abcde1!' }))),
    ).to.deep.equal([{ code: 'password_too_weak', params: { min: 8 }, field: 'password' }]);
    expect(
      validateRegistration(validForm({ password: 'Abcdef1!', passwordConfirmation: 'Abcdef1!' })).ok,
    ).to.equal(true);
  });

  it('refuses a password without a digit or without a special character', () => {
    for (const password of ['Abcdefg!', 'Abcdefg1']) {
      expect(
        errorsOf(validateRegistration(validForm({ password, passwordConfirmation: password })))[0]?.code,
      ).to.equal('password_too_weak');
    }
  });

  it('refuses a mismatched or missing confirmation', () => {
    expect(errorsOf(validateRegistration(validForm({ passwordConfirmation: 'Maison2024?' })))).to.deep.equal([
      { code: 'password_mismatch', field: 'passwordConfirmation' },
    ]);
    expect(errorsOf(validateRegistration(validForm({ passwordConfirmation: undefined })))[0]?.code).to.equal(
      'password_mismatch',
    );
  });

  it('requires the password', () => {
    expect(errorsOf(validateRegistration(validForm({ password: '' })))).to.deep.equal([
      { code: 'field_required', field: 'password' },
    ]);
    expect(errorsOf(validateRegistration(validForm({ password: 12345678 })))).to.deep.equal([
      { code: 'invalid_input', field: 'password' },
    ]);
  });

  it('refuses an invalid phone or e-mail', () => {
    expect(errorsOf(validateRegistration(validForm({ phone: '12345' })))).to.deep.equal([
      { code: 'phone_invalid', field: 'phone' },
    ]);
    expect(errorsOf(validateRegistration(validForm({ email: 'jeanne@' })))).to.deep.equal([
      { code: 'email_invalid', field: 'email' },
    ]);
  });

  it('requires the terms to be accepted, with true and nothing else', () => {
    for (const termsAccepted of [false, undefined, 'true', 1]) {
      expect(errorsOf(validateRegistration(validForm({ termsAccepted })))).to.deep.equal([
        { code: 'terms_required', field: 'termsAccepted' },
      ]);
    }
  });

  it('refuses a non-boolean SMS consent', () => {
    expect(errorsOf(validateRegistration(validForm({ smsConsent: 'oui' })))).to.deep.equal([
      { code: 'invalid_input', field: 'smsConsent' },
    ]);
  });

  it('reports every broken field at once, in form order', () => {
    const result = validateRegistration(
      validForm({ lastName: '', phone: '12345', passwordConfirmation: 'x', termsAccepted: false }),
    );
    expect(errorsOf(result).map((e) => e.field)).to.deep.equal([
      'lastName',
      'phone',
      'passwordConfirmation',
      'termsAccepted',
    ]);
  });
});

describe('validateContactForm (spec §3.2)', () => {
  const contact = {
    firstName: 'Jeanne',
    lastName: 'Dupont',
    phone: '+33612345678',
    email: 'jeanne@example.fr',
    address: '12 rue de la Paix',
    postcode: '75002',
    city: 'Paris',
    country: 'France',
    message: '  Je souhaite visiter le bien. ',
  };

  it('accepts the identity fields and a message', () => {
    const result = validateContactForm(contact);
    expect(result.ok && result.value.message).to.equal('Je souhaite visiter le bien.');
    expect(result.ok && result.value.phone).to.equal('+33612345678');
  });

  it('requires the message', () => {
    const result = validateContactForm({ ...contact, message: ' ' });
    expect(result.ok ? [] : result.error).to.deep.equal([{ code: 'field_required', field: 'message' }]);
  });

  it('applies the identity rules', () => {
    const result = validateContactForm({ ...contact, phone: '12345', email: 'nope', firstName: undefined });
    expect(result.ok ? [] : result.error.map((e) => e.code)).to.deep.equal([
      'field_required',
      'phone_invalid',
      'email_invalid',
    ]);
  });
});

describe('accountFromRegistration', () => {
  it('makes a plain ROLE_USER in the language of the sign-up, e-mail and identity not verified', () => {
    const result = validateRegistration(validForm({ smsConsent: false }));
    if (!result.ok) throw new Error('form should be valid');
    const now = Date.UTC(2025, 2, 1, 9);
    expect(accountFromRegistration(result.value, 'hashed', now, 'en')).to.deep.equal({
      email: 'jeanne.dupont@example.fr',
      passwordHash: 'hashed',
      firstName: 'Jeanne',
      lastName: 'Dupont',
      phone: '+33612345678',
      address: '12 rue de la Paix',
      postcode: '75002',
      city: 'Paris',
      country: 'France',
      roles: ['ROLE_USER'],
      assistance: false,
      emailVerifiedAt: null,
      identityVerifiedAt: null,
      biddingSuspendedAt: null,
      biddingSuspensionReason: null,
      deactivatedAt: null,
      locale: 'en',
      passwordChangedAt: null,
      smsConsent: false,
      termsAcceptedAt: now,
      createdAt: now,
    });
  });
});
