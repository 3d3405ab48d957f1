/** The e-mail pattern of the platform: one @, a dot in the domain, no spaces, 254 characters at most. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const EMAIL_MAX_LENGTH = 254;

export const isValidEmail = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value.trim());

export const normalizeEmail = (value: string): string => value.trim().toLowerCase();
