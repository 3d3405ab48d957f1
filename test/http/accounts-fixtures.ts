// Shared by the accounts area's HTTP tests: login, the BEARER cookie, the mail outbox, account forms.
import { outboxOf, type OutboxMessage } from '../support/outbox.js';
import { DEMO_PASSWORD } from '@immo/core/testing';
import type { TestApi } from '../support/api-harness.js';

export const EN = { 'Accept-Language': 'en' };

/** Generous, so the tests of one block never trip the login rate limit (tested on its own). */
export const NO_LOGIN_LIMIT = { max: 1000, durationMs: 60_000 };

export const bearerCookie = (res: Response): string | undefined =>
  res.headers.getSetCookie().find((line) => line.startsWith('BEARER='));

/** A raw call that does not follow redirects (the harness's fetch follows them). */
export const noFollow = (t: TestApi, path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { redirect: 'manual', headers });

export const login = (
  t: TestApi,
  username: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
) => t.request('anonymous', 'POST', '/api/login_check', { json: { username, password }, headers });

export type OutboxMail = OutboxMessage;

/** Every e-mail the API wrote to its outbox folder, oldest first. */
export const outbox = (t: TestApi): Promise<OutboxMail[]> => outboxOf(t);

/** The e-mails sent to one address, oldest first. */
export const mailsTo = async (t: TestApi, address: string): Promise<OutboxMail[]> =>
  (await outbox(t)).filter((mail) => mail.to === address);

/** A valid sign-up form (spec §3.2). */
export const registrationForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jeanne',
  lastName: 'Dupont',
  phone: '06 12 34 56 78',
  email: 'jeanne.dupont@example.fr',
  address: '12 rue de la Paix',
  postcode: '75002',
  city: 'Paris',
  country: 'France',
  password: 'Maison2024!',
  passwordConfirmation: 'Maison2024!',
  smsConsent: false,
  termsAccepted: true,
  ...overrides,
});
