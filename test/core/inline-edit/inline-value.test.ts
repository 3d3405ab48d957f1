import { expect } from 'chai';
import {
  INLINE_ERROR_DISPLAY_MS,
  INLINE_SUCCESS_STATUS_MAX,
  INLINE_SUCCESS_STATUS_MIN,
  isInlineSuccessStatus,
} from '../../../core/src/domain/inline-edit/inline-edit-constants.js';
import {
  parseInlineDate,
  parseInlineFloat,
  parseInlineInteger,
  parseInlineValue,
} from '../../../core/src/domain/inline-edit/inline-value.js';
import { translate } from '../../../core/src/messages/translate.js';

describe('inline edit constants (§4, §9)', () => {
  it('keeps a value on 200 to 226 and shows errors for 3 s', () => {
    expect([INLINE_SUCCESS_STATUS_MIN, INLINE_SUCCESS_STATUS_MAX, INLINE_ERROR_DISPLAY_MS]).to.deep.equal([
      200, 226, 3000,
    ]);
    expect(isInlineSuccessStatus(199)).to.equal(false);
    expect(isInlineSuccessStatus(200)).to.equal(true);
    expect(isInlineSuccessStatus(226)).to.equal(true);
    expect(isInlineSuccessStatus(227)).to.equal(false);
    expect(isInlineSuccessStatus(404)).to.equal(false);
  });
});

describe('parseInlineValue: text (§5.2)', () => {
  it('takes text as is', () => {
    expect(parseInlineValue('text', '  Très bon état , 12 ')).to.deep.equal({
      ok: true,
      value: '  Très bon état , 12 ',
    });
  });
});

describe('parseInlineFloat (§5.2)', () => {
  it('strips spaces and reads a comma as the decimal separator', () => {
    expect(parseInlineFloat('1 234,5')).to.deep.equal({ ok: true, value: 1234.5 });
    expect(parseInlineFloat('124,50')).to.deep.equal({ ok: true, value: 124.5 });
    expect(parseInlineFloat('72.3')).to.deep.equal({ ok: true, value: 72.3 });
    expect(parseInlineFloat('600')).to.deep.equal({ ok: true, value: 600 });
  });

  it('strips the no-break spaces French formatting writes', () => {
    expect(parseInlineFloat('1\u202f234,5')).to.deep.equal({ ok: true, value: 1234.5 });
    expect(parseInlineFloat('1\u00a0234')).to.deep.equal({ ok: true, value: 1234 });
  });

  it('refuses what is not a number', () => {
    for (const raw of ['douze', '1,2,3', '12 m²', '1e3', '', '-']) {
      expect(parseInlineFloat(raw), raw).to.deep.equal({
        ok: false,
        error: { code: 'inline_invalid_number' },
      });
    }
  });
});

describe('parseInlineInteger (§5.2)', () => {
  it('strips spaces and turns commas into dots', () => {
    expect(parseInlineInteger('1 200')).to.deep.equal({ ok: true, value: 1200 });
    expect(parseInlineInteger('12,0')).to.deep.equal({ ok: true, value: 12 });
    expect(parseInlineInteger('-1')).to.deep.equal({ ok: true, value: -1 });
  });

  it('refuses a decimal value or text', () => {
    for (const raw of ['12,5', '3.2', 'six', '']) {
      expect(parseInlineInteger(raw), raw).to.deep.equal({
        ok: false,
        error: { code: 'inline_invalid_integer' },
      });
    }
  });
});

describe('parseInlineDate (§5.2)', () => {
  const invalid = { ok: false, error: { code: 'inline_invalid_date' } };

  it('takes dd/mm/yyyy and answers yyyy-mm-dd', () => {
    expect(parseInlineDate('14/03/2025')).to.deep.equal({ ok: true, value: '2025-03-14' });
  });

  it('takes years 1900 to 2099, edges included', () => {
    expect(parseInlineDate('01/01/1900')).to.deep.equal({ ok: true, value: '1900-01-01' });
    expect(parseInlineDate('31/12/2099')).to.deep.equal({ ok: true, value: '2099-12-31' });
    expect(parseInlineDate('31/12/1899')).to.deep.equal(invalid);
    expect(parseInlineDate('01/01/2100')).to.deep.equal(invalid);
  });

  it('takes only real calendar days', () => {
    expect(parseInlineDate('29/02/2024')).to.deep.equal({ ok: true, value: '2024-02-29' });
    expect(parseInlineDate('29/02/2023')).to.deep.equal(invalid);
    expect(parseInlineDate('31/04/2025')).to.deep.equal(invalid);
    expect(parseInlineDate('00/01/2025')).to.deep.equal(invalid);
    expect(parseInlineDate('01/13/2025')).to.deep.equal(invalid);
  });

  it('refuses other formats', () => {
    for (const raw of ['2025-03-14', '1/3/2025', '14/03/25', '14-03-2025', '']) {
      expect(parseInlineDate(raw), raw).to.deep.equal(invalid);
    }
  });

  it("says 'Given date is not a valid date'", () => {
    expect(translate('inline_invalid_date')).to.equal('Given date is not a valid date');
    expect(translate('inline_invalid_date', 'en')).to.equal('The given date is not a valid date');
  });
});
