import { expect } from 'chai';
import {
  PASSWORD_MIN_LENGTH,
  emailError,
  isStrongPassword,
  isValidPhone,
  normalizePhone,
  passwordError,
  passwordProblems,
  phoneError,
} from '../../../core/src/domain/user/account-rules.js';

describe('password rule (spec §5.6)', () => {
  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).to.equal(8);
    expect(passwordProblems('Abcde1!')).to.deep.equal(['too_short']); // 7 characters
    expect(passwordProblems('Abcdef1!')).to.deep.equal([]); // 8 characters
  });

  it('needs a digit', () => {
    expect(passwordProblems('Abcdefg!')).to.deep.equal(['no_digit']);
  });

  it('needs a special character', () => {
    expect(passwordProblems('Abcdefg1')).to.deep.equal(['no_special']);
  });

  it('needs a letter', () => {
    expect(passwordProblems('1234567!')).to.deep.equal(['no_letter']);
  });

  it('lists every problem at once', () => {
    expect(passwordProblems('')).to.deep.equal(['too_short', 'no_letter', 'no_digit', 'no_special']);
  });

  it('counts accented letters as letters and spaces as not special', () => {
    expect(isStrongPassword('éèàçùô1€')).to.equal(true);
    expect(passwordProblems('Abcd efg1')).to.deep.equal(['no_special']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('Ab1!🏠🏠')).to.deep.equal(['too_short']); // 6 characters, 8 code units
  });
});

describe('passwordError', () => {
  it('accepts a strong password and its exact confirmation', () => {
    expect(passwordError('Maison2024!', 'Maison2024!')).to.equal(null);
  });

  it('answers the password rule, on the password field, with the minimum', () => {
    expect(passwordError('Abcde1!', 'Abcde1!')).to.deep.equal({
      code: 'password_too_weak',
      params: { min: 8 },
      field: 'password',
    });
  });

  it('answers a mismatched confirmation on the confirmation field', () => {
    expect(passwordError('Maison2024!', 'Maison2024?')).to.deep.equal({
      code: 'password_mismatch',
      field: 'passwordConfirmation',
    });
  });

  it('checks the rule before the confirmation', () => {
    expect(passwordError('short', 'other')?.code).to.equal('password_too_weak');
  });
});

describe('phone rule (spec §5.6)', () => {
  it('accepts a French number with spaces, dots or dashes and stores it in E.164', () => {
    expect(normalizePhone('06 12 34 56 78')).to.equal('+33612345678');
    expect(normalizePhone('06.12.34.56.78')).to.equal('+33612345678');
    expect(normalizePhone('06-12-34-56-78')).to.equal('+33612345678');
    expect(normalizePhone('0612345678')).to.equal('+33612345678');
    expect(normalizePhone(' 01 23 45 67 89 ')).to.equal('+33123456789');
  });

  it('accepts the +33 form', () => {
    expect(normalizePhone('+33612345678')).to.equal('+33612345678');
    expect(normalizePhone('+33 6 12 34 56 78')).to.equal('+33612345678');
  });

  it('accepts other countries in E.164', () => {
    expect(normalizePhone('+32 470 12 34 56')).to.equal('+32470123456');
    expect(normalizePhone('+14155552671')).to.equal('+14155552671');
  });

  it('refuses what is not a phone number', () => {
    expect(isValidPhone('12345')).to.equal(false);
    expect(isValidPhone('06 12 34 56 7')).to.equal(false); // nine digits
    expect(isValidPhone('06 12 34 56 789')).to.equal(false); // eleven digits
    expect(isValidPhone('00 12 34 56 78')).to.equal(false); // 0 then 0
    expect(isValidPhone('0033 6 12 34 56 78')).to.equal(false); // only the + form is international
    expect(isValidPhone('+33 0 12 34 56 78')).to.equal(false); // +33 keeps no leading 0
    expect(isValidPhone('+3361234567')).to.equal(false); // +33 with eight digits
    expect(isValidPhone('+1234567890123456')).to.equal(false); // 16 digits, over E.164
    expect(isValidPhone('06 12 AB 56 78')).to.equal(false);
    expect(isValidPhone('')).to.equal(false);
  });

  it('answers phone_invalid on the phone field', () => {
    expect(phoneError('12345')).to.deep.equal({ code: 'phone_invalid', field: 'phone' });
    expect(phoneError('06 12 34 56 78')).to.equal(null);
  });
});

describe('emailError', () => {
  it('reuses the platform e-mail pattern', () => {
    expect(emailError('jean.dupont@example.fr')).to.equal(null);
    expect(emailError('jean.dupont@example')).to.deep.equal({ code: 'email_invalid', field: 'email' });
    expect(emailError('jean dupont@example.fr')?.code).to.equal('email_invalid');
  });
});
