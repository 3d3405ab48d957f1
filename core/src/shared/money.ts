/** An amount of money in whole euros. The platform never handles cents. */
export type Euros = number;

export const isWholeEuros = (value: unknown): value is Euros =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
