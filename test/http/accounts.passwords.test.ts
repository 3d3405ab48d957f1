// The one-time links of the login page (verification resent, forgotten password, new password) and
// the password change of "mes informations", against the real API.
import { expect } from 'chai';
import type { User } from '@immo/core';
import { aUser } from '@immo/core/testing';
import { json } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { EN, NO_LOGIN_LIMIT, bearerCookie, login, mailsTo, registrationForm } from './accounts-fixtures.js';

const NEW_PASSWORD = 'Nouveau-2026!';
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The last link of that kind mailed to an address, as a site path. */
async function lastLink(t: TestApi, address: string, pattern: RegExp): Promise<string> {
  const mails = await mailsTo(t, address);
  const path = pattern.exec(mails.at(-1)?.text ?? '')?.[0];
  expect(path, `a link in the last e-mail to ${address}`).to.be.a('string');
  return path!;
}
const VERIFICATION_LINK = /\/verification-email\/[^\s]+/;
const RESET_LINK = /\/compte-36h-immo\.html\?reinitialisation=([^\s]+)/;
const resetToken = async (t: TestApi, address: string) =>
  decodeURIComponent(RESET_LINK.exec(await lastLink(t, address, RESET_LINK))![1]!);

/** A verified account of the test's own, with its password and a login token issued now. */
async function anAccount(t: TestApi, email: string, password = 'Ancien-2026!') {
  const user: User = await t.api.ports.repos.users.add(
    aUser({ email, passwordHash: await t.api.ports.hasher.hash(password) }),
  );
  const token = await t.api.ports.tokens.issue({ userId: user.id, roles: user.roles });
  return { user, token, password };
}

const meWith = (t: TestApi, headers: Record<string, string>) =>
  t.request('anonymous', 'GET', '/api/me', { headers });

describe('http: accounts — the verification link sent again', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ loginRateLimit: NO_LOGIN_LIMIT });
  });
  after(() => t.close());

  const resend = (email: unknown, headers: Record<string, string> = {}) =>
    t.request('anonymous', 'POST', '/api/verification-email/resend', { json: { email }, headers });

  it('mails a new link that works, the older one no longer does; the same notice for everyone', async () => {
    await t.request('anonymous', 'POST', '/api/inscription', {
      json: registrationForm({ email: 'lent@example.fr' }),
    });
    const first = await lastLink(t, 'lent@example.fr', VERIFICATION_LINK);
    t.clock.advance(MINUTE);

    const res = await resend('Lent@Example.fr');
    expect(res.status).to.equal(200);
    const notice = await json(res);
    expect(notice).to.deep.equal({
      message:
        'Si un compte non vérifié correspond à cette adresse, un nouveau lien de vérification vient de lui être envoyé',
    });
    // An unknown address and a verified account get the very same answer, and no e-mail.
    expect(await json(await resend('personne@example.fr'))).to.deep.equal(notice);
    expect(await json(await resend(t.actors.buyer.user.email))).to.deep.equal(notice);
    expect(await mailsTo(t, t.actors.buyer.user.email)).to.deep.equal([]);

    const second = await lastLink(t, 'lent@example.fr', VERIFICATION_LINK);
    expect(second).to.not.equal(first);
    const old = await fetch(`${t.url}${first}`, { redirect: 'manual' });
    expect(old.headers.get('location')).to.equal('/compte-36h-immo.html?verification=invalid');
    const fresh = await fetch(`${t.url}${second}`, { redirect: 'manual' });
    expect(fresh.headers.get('location')).to.equal('/compte-36h-immo.html?verification=ok');
  });

  it('mails nothing more within a minute of the last link', async () => {
    await t.request('anonymous', 'POST', '/api/inscription', {
      json: registrationForm({ email: 'presse@example.fr' }),
    });
    t.clock.advance(59 * SECOND);
    expect((await resend('presse@example.fr')).status).to.equal(200);
    expect(await mailsTo(t, 'presse@example.fr')).to.have.length(1);
    t.clock.advance(SECOND);
    await resend('presse@example.fr');
    expect(await mailsTo(t, 'presse@example.fr')).to.have.length(2);
  });

  it('answers in English on demand', async () => {
    expect((await json(await resend('x@example.fr', EN))).message).to.equal(
      'If an unverified account matches this address, a new verification link has just been sent to it',
    );
  });

  for (const [what, body, code] of [
    ['no address', {}, 'field_required'],
    ['a number', { email: 42 }, 'invalid_input'],
    ['a malformed address', { email: 'pas-une-adresse' }, 'email_invalid'],
    ['a 100 000-character address', { email: `${'a'.repeat(100_000)}@example.fr` }, 'field_too_long'],
  ] as const) {
    it(`answers 400 ${code} on email to ${what}`, async () => {
      const res = await t.request('anonymous', 'POST', '/api/verification-email/resend', { json: body });
      expect(res.status).to.equal(400);
      expect((await json(res)).error).to.include({ code, field: 'email' });
    });
  }

  it('answers 400 to a body that is not an object', async () => {
    const res = await t.request('anonymous', 'POST', '/api/verification-email/resend', { json: ['x'] });
    expect(res.status).to.equal(400);
    expect((await json(res)).error.code).to.equal('invalid_input');
  });
});

describe('http: accounts — forgotten password and new password', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ loginRateLimit: NO_LOGIN_LIMIT });
  });
  after(() => t.close());

  const forgot = (email: unknown, headers: Record<string, string> = {}) =>
    t.request('anonymous', 'POST', '/api/mot-de-passe/oubli', { json: { email }, headers });
  const reset = (token: string, password = NEW_PASSWORD, passwordConfirmation = password) =>
    t.request('anonymous', 'POST', '/api/mot-de-passe/reinitialisation', {
      json: { token, password, passwordConfirmation },
    });

  it('mails a 1 h link to the new-password form; the new password logs in, the old one and every session no longer', async () => {
    const account = await anAccount(t, 'oubli@example.fr');
    expect((await meWith(t, { Authorization: `Bearer ${account.token}` })).status).to.equal(200);
    t.clock.advance(5 * SECOND);

    const res = await forgot('oubli@example.fr');
    expect(res.status).to.equal(200);
    expect(await json(res)).to.deep.equal({
      message:
        'Si un compte correspond à cette adresse, un lien pour choisir un nouveau mot de passe vient de lui être envoyé',
    });
    const [mail] = await mailsTo(t, 'oubli@example.fr');
    expect(mail?.subject).to.equal('Choisissez un nouveau mot de passe');
    expect(mail?.html).to.contain('compte-36h-immo.html?reinitialisation=');
    const token = await resetToken(t, 'oubli@example.fr');

    const done = await reset(token);
    expect(done.status).to.equal(200);
    expect(await json(done)).to.deep.equal({
      message: 'Votre mot de passe a été modifié, vous pouvez vous connecter',
    });
    expect((await mailsTo(t, 'oubli@example.fr')).map((m) => m.subject)).to.deep.equal([
      'Choisissez un nouveau mot de passe',
      'Votre mot de passe a été modifié',
    ]);

    expect((await login(t, 'oubli@example.fr', account.password)).status).to.equal(401);
    expect((await login(t, 'oubli@example.fr', NEW_PASSWORD)).status).to.equal(200);
    // Logged out everywhere: the token from before the reset is anonymous now, as header or cookie.
    const byHeader = await meWith(t, { Authorization: `Bearer ${account.token}` });
    expect(byHeader.status).to.equal(401);
    const byCookie = await meWith(t, { Cookie: `BEARER=${account.token}` });
    expect(byCookie.status).to.equal(401);
    expect(bearerCookie(byCookie)).to.match(/^BEARER=;/);
    // The link works once.
    const again = await reset(token);
    expect(again.status).to.equal(400);
    expect((await json(again)).error).to.deep.equal({
      code: 'reset_link_invalid',
      message: 'Ce lien de réinitialisation est invalide ou a expiré',
    });
  });

  it('answers the same notice and mails nothing for an unknown address', async () => {
    const known = await json(await forgot(t.actors.seller.user.email));
    expect(await json(await forgot('inconnu@example.fr'))).to.deep.equal(known);
    expect(await mailsTo(t, 'inconnu@example.fr')).to.deep.equal([]);
  });

  it("mails in the account's language, whatever the visitor's", async () => {
    await t.api.ports.repos.users.add(aUser({ email: 'english@example.com', locale: 'en' }));
    await forgot('english@example.com');
    expect((await mailsTo(t, 'english@example.com'))[0]?.subject).to.equal('Choose a new password');
  });

  it('refuses the link after 1 h, and a newer link replaces the older one', async () => {
    await anAccount(t, 'tard@example.fr');
    await forgot('tard@example.fr');
    const older = await resetToken(t, 'tard@example.fr');
    t.clock.advance(MINUTE);
    await forgot('tard@example.fr');
    const newer = await resetToken(t, 'tard@example.fr');
    expect(newer).to.not.equal(older);
    expect((await json(await reset(older))).error.code).to.equal('reset_link_invalid');
    t.clock.advance(HOUR);
    expect((await json(await reset(newer))).error.code).to.equal('reset_link_invalid');
  });

  it('applies the password rule (spec §5.6) with the catalogue messages, keeping the link', async () => {
    await anAccount(t, 'regle@example.fr');
    await forgot('regle@example.fr');
    const token = await resetToken(t, 'regle@example.fr');

    const weak = await json(await reset(token, 'motdepasse'));
    expect(weak.error).to.deep.equal({
      code: 'password_too_weak',
      message:
        'Le mot de passe doit contenir au moins 8 caractères, dont une lettre, un chiffre et un caractère spécial',
      field: 'password',
    });
    const mismatch = await json(await reset(token, NEW_PASSWORD, 'Autre-2026!'));
    expect(mismatch.error).to.deep.equal({
      code: 'password_mismatch',
      message: 'Les mots de passe ne correspondent pas',
      field: 'passwordConfirmation',
    });
    const huge = await reset(token, `${'Aa1!'.repeat(25_000)}`);
    expect(huge.status).to.equal(400);
    expect((await json(huge)).error).to.include({
      code: 'field_too_long',
      message: '128 caractères maximum',
    });
    expect((await reset(token)).status).to.equal(200);
  });

  it('answers 400 reset_link_invalid to a missing or malformed token, never a 500', async () => {
    for (const body of [{}, { token: 42 }, { token: 'x'.repeat(100_000) }, { token: '🔑' }]) {
      const res = await t.request('anonymous', 'POST', '/api/mot-de-passe/reinitialisation', {
        json: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, ...body },
      });
      expect(res.status, JSON.stringify(body).slice(0, 30)).to.equal(400);
      expect((await json(res)).error.code).to.equal('reset_link_invalid');
    }
  });
});

describe('http: accounts — password change (mes informations)', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ loginRateLimit: NO_LOGIN_LIMIT });
  });
  after(() => t.close());

  const change = (headers: Record<string, string>, body: Record<string, unknown>) =>
    t.request('anonymous', 'PUT', '/api/me/mot-de-passe', {
      json: { passwordConfirmation: body.password, ...body },
      headers: { Origin: t.url, ...headers },
    });

  it('answers a fresh token set in the cookie: this session goes on, the older ones are over', async () => {
    const account = await anAccount(t, 'change@example.fr');
    const otherDevice = await t.api.ports.tokens.issue({
      userId: account.user.id,
      roles: account.user.roles,
    });
    t.clock.advance(3 * SECOND);

    const res = await change(
      { Cookie: `BEARER=${account.token}` },
      { currentPassword: account.password, password: NEW_PASSWORD },
    );

    expect(res.status).to.equal(200);
    const body = await json(res);
    expect(body).to.have.all.keys('token', 'message');
    expect(body.message).to.equal('Votre mot de passe a été modifié');
    expect(bearerCookie(res)).to.match(new RegExp(`^BEARER=${body.token.replace(/\./g, '\\.')};`));
    expect((await meWith(t, { Cookie: `BEARER=${body.token}` })).status).to.equal(200);
    expect((await meWith(t, { Authorization: `Bearer ${body.token}` })).status).to.equal(200);
    for (const old of [account.token, otherDevice]) {
      expect((await meWith(t, { Authorization: `Bearer ${old}` })).status).to.equal(401);
    }
    expect((await login(t, 'change@example.fr', NEW_PASSWORD)).status).to.equal(200);
    expect((await mailsTo(t, 'change@example.fr')).map((m) => m.subject)).to.deep.equal([
      'Votre mot de passe a été modifié',
    ]);
  });

  it("refuses a wrong current password: 400 password_incorrect 'Mot de passe incorrect' on currentPassword", async () => {
    const account = await anAccount(t, 'faux@example.fr');
    const res = await change(
      { Authorization: `Bearer ${account.token}` },
      { currentPassword: 'Mauvais-2026!', password: NEW_PASSWORD },
    );
    expect(res.status).to.equal(400);
    expect((await json(res)).error).to.deep.equal({
      code: 'password_incorrect',
      message: 'Mot de passe incorrect',
      field: 'currentPassword',
    });
    expect((await login(t, 'faux@example.fr', account.password)).status).to.equal(200);
    expect((await meWith(t, { Authorization: `Bearer ${account.token}` })).status).to.equal(200);
  });

  it('applies the password rule to the new one, in English on demand', async () => {
    const account = await anAccount(t, 'faible@example.fr');
    const res = await change(
      { Authorization: `Bearer ${account.token}`, ...EN },
      { currentPassword: account.password, password: 'court', passwordConfirmation: 'court' },
    );
    expect(res.status).to.equal(400);
    expect((await json(res)).error).to.deep.equal({
      code: 'password_too_weak',
      message:
        'The password must be at least 8 characters long, with a letter, a digit and a special character',
      field: 'password',
    });
  });

  it('refuses an anonymous visitor (401) and a cookie-authenticated change from another origin (403)', async () => {
    const account = await anAccount(t, 'csrf@example.fr');
    const anonymous = await change({}, { currentPassword: account.password, password: NEW_PASSWORD });
    expect(anonymous.status).to.equal(401);
    const crossSite = await change(
      { Cookie: `BEARER=${account.token}`, Origin: 'https://evil.example' },
      { currentPassword: account.password, password: NEW_PASSWORD },
    );
    expect(crossSite.status).to.equal(403);
    expect((await login(t, 'csrf@example.fr', account.password)).status).to.equal(200);
  });
});
