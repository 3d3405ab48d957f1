import { fail, ok, type Result } from '../../shared/result.js';

/** A record id from the wire (route parameter or JSON): a positive whole number, else invalid_input on that field. */
export const parseRecordId = (value: unknown, field: string): Result<number> =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? ok(value)
    : fail('invalid_input', undefined, field);
