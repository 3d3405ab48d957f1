import { expect } from 'chai';
import { DEFAULT_TOKEN_LIFETIME_SECONDS } from '@immo/auth';
import { anAuction, aPhoto, aProperty, aUser, DEMO_PASSWORD } from '@immo/core/testing';
import { TOKEN_COOKIE_MAX_AGE_SECONDS, tokenCookieHeader } from '@immo/http-koa';
import { en, fr } from '@immo/core';
import { json } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import {
  EN,
  NO_LOGIN_LIMIT,
  bearerCookie,
  login,
  noFollow,
  outbox,
  registrationForm,
} from './accounts-fixtures.js';

const EVIL_ORIGIN = 'https://evil.example';

const cookieAttributes = (line: string): Record<string, string> =>
  Object.fromEntries(
    line
      .split(';')
      .slice(1)
      .map((part) => {
        const [name = '', ...value] = part.trim().split('=');
        return [name.toLowerCase(), value.join('=')];
      }),
  );

describe('http: accounts — login and logout', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ loginRateLimit: NO_LOGIN_LIMIT });
  });
  after(() => t.close());

  it('answers {token} and sets the BEARER cookie: HttpOnly, SameSite=Lax, Path=/, Max-Age of the token', async () => {
    const res = await login(t, 'buyer@test.immo');
    expect(res.status).to.equal(200);
    const body = await json(res);
    expect(body).to.have.all.keys('token');
    expect(body.token).to.be.a('string').and.not.equal('');
    const cookie = bearerCookie(res);
    expect(cookie).to.match(new RegExp(`^BEARER=${body.token.replace(/\./g, '\\.')};`));
    const attributes = cookieAttributes(cookie!);
    expect(attributes).to.include({ path: '/', 'max-age': String(7 * 24 * 60 * 60), samesite: 'Lax' });
    expect(attributes).to.have.property('httponly');
    expect(attributes).to.not.have.property('secure'); // plain http here
    expect(Date.parse(attributes.expires!)).to.be.greaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  it('issues a token that authenticates, as a header and as the cookie', async () => {
    const { token } = await json(await login(t, 'buyer@test.immo'));
    const ways: Record<string, string>[] = [
      { Authorization: `Bearer ${token}` },
      { Cookie: `BEARER=${token}` },
    ];
    for (const headers of ways) {
      const me = await t.request('anonymous', 'GET', '/api/me', { headers });
      expect(me.status).to.equal(200);
      expect((await json(me)).id).to.equal(t.actors.buyer.user.id);
    }
  });

  it('accepts a form-urlencoded body and an e-mail typed in another case', async () => {
    const res = await t.request('anonymous', 'POST', '/api/login_check', {
      body: new URLSearchParams({ username: ' Buyer@Test.IMMO ', password: DEMO_PASSWORD }),
    });
    expect(res.status).to.equal(200);
    expect((await json(res)).token).to.be.a('string');
  });

  it('gives one answer for a wrong password and an unknown e-mail: 401 invalid_credentials', async () => {
    for (const [username, password] of [
      ['buyer@test.immo', 'wrong-password'],
      ['nobody@test.immo', DEMO_PASSWORD],
    ] as const) {
      const res = await login(t, username, password);
      expect(res.status).to.equal(401);
      expect(await json(res)).to.deep.equal({
        error: { code: 'invalid_credentials', message: 'Identifiants incorrects' },
      });
    }
  });

  it('says invalid_credentials in English on demand', async () => {
    const res = await login(t, 'buyer@test.immo', 'wrong-password', EN);
    expect(res.status).to.equal(401);
    expect((await json(res)).error).to.deep.equal({
      code: 'invalid_credentials',
      message: 'Invalid credentials',
    });
  });

  it('removes the BEARER cookie on a failed login (a 401 drops the stored token)', async () => {
    const res = await t.request('buyer', 'POST', '/api/login_check', {
      cookie: true,
      json: { username: 'buyer@test.immo', password: 'wrong-password' },
    });
    expect(res.status).to.equal(401);
    const cookie = bearerCookie(res);
    expect(cookie).to.match(/^BEARER=;/);
    expect(cookieAttributes(cookie!)).to.include({ 'max-age': '0', path: '/' });
  });

  it('refuses an account whose e-mail is not verified: 403 email_not_verified, after the password only', async () => {
    const { hasher, repos } = t.api.ports;
    await repos.users.add(
      aUser({
        email: 'pending@test.immo',
        emailVerifiedAt: null,
        passwordHash: await hasher.hash(DEMO_PASSWORD),
      }),
    );
    const res = await login(t, 'pending@test.immo');
    expect(res.status).to.equal(403);
    expect(await json(res)).to.deep.equal({
      error: { code: 'email_not_verified', message: 'Vous devez vérifier votre email pour vous connecter' },
    });
    expect(bearerCookie(res)).to.equal(undefined);
    expect((await login(t, 'pending@test.immo', 'wrong-password')).status).to.equal(401);
  });

  const badBodies: [string, RequestInitLike, number, string, string?][] = [
    ['no username', { json: { password: DEMO_PASSWORD } }, 400, 'field_required', 'username'],
    ['no password', { json: { username: 'buyer@test.immo' } }, 400, 'field_required', 'password'],
    [
      'a numeric username',
      { json: { username: 42, password: DEMO_PASSWORD } },
      400,
      'field_required',
      'username',
    ],
    ['an array body', { json: [] }, 400, 'invalid_input'],
    ['a JSON string body', { json: 'buyer@test.immo' }, 400, 'invalid_json'],
    [
      'malformed JSON',
      { body: '{"username": ', headers: { 'Content-Type': 'application/json' } },
      400,
      'invalid_json',
    ],
  ];
  for (const [what, options, status, code, field] of badBodies) {
    it(`answers ${status} ${code} to ${what}`, async () => {
      const res = await t.request('anonymous', 'POST', '/api/login_check', options);
      expect(res.status).to.equal(status);
      const { error } = await json(res);
      expect(error.code).to.equal(code);
      expect(error.message).to.be.a('string').and.not.equal('');
      if (field) expect(error.field).to.equal(field);
    });
  }

  it('GET /logout is refused (405): logout is POST only, a cross-site link cannot log anyone out', async () => {
    const res = await noFollow(t, '/logout', { Cookie: `BEARER=${t.actors.buyer.token}` });
    expect(res.status).to.equal(405);
    expect(bearerCookie(res)).to.equal(undefined);
  });

  it('POST /logout removes the cookie and answers 204, logged in or not', async () => {
    for (const role of ['buyer', 'anonymous'] as const) {
      const res = await t.request(role, 'POST', '/logout', { cookie: true });
      expect(res.status, role).to.equal(204);
      expect(bearerCookie(res), role).to.match(/^BEARER=;/);
    }
  });

  it('refuses a cookie-authenticated POST /logout from another origin: 403 csrf_rejected', async () => {
    const res = await t.request('buyer', 'POST', '/logout', {
      cookie: true,
      headers: { Origin: EVIL_ORIGIN },
    });
    expect(res.status).to.equal(403);
    expect(await json(res)).to.deep.equal({
      error: { code: 'csrf_rejected', message: 'Requête refusée : origine non autorisée' },
    });
  });

  it('keeps the cookie lifetime equal to the token lifetime', () => {
    expect(TOKEN_COOKIE_MAX_AGE_SECONDS).to.equal(DEFAULT_TOKEN_LIFETIME_SECONDS);
  });

  it('marks the cookie Secure over https', () => {
    const line = tokenCookieHeader('abc', { maxAgeSeconds: 60, secure: true });
    expect(line).to.match(/^BEARER=abc; /);
    expect(cookieAttributes(line)).to.include({ secure: '', 'max-age': '60', samesite: 'Lax' });
  });
});

type RequestInitLike = Parameters<TestApi['request']>[3];

describe('http: accounts — login rate limit', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ loginRateLimit: { max: 3, durationMs: 60_000 } });
  });
  after(() => t.close());

  it('answers 429 too_many_requests once an address tried too often, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, 'buyer@test.immo', 'wrong')).status).to.equal(401);
    const res = await login(t, 'buyer@test.immo');
    expect(res.status).to.equal(429);
    expect(await json(res)).to.deep.equal({
      error: { code: 'too_many_requests', message: 'Trop de tentatives, veuillez réessayer plus tard' },
    });
    const en = await login(t, 'buyer@test.immo', DEMO_PASSWORD, EN);
    expect((await json(en)).error.message).to.equal('Too many attempts, please try again later');
  });

  it('limits only the login: other calls go on', async () => {
    expect((await t.request('buyer', 'GET', '/api/me')).status).to.equal(200);
  });
});

describe('http: accounts — /api/me', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('tells who is browsing at /api/session: 200 with the same profile, or null for an anonymous visitor', async () => {
    const anonymous = await t.request('anonymous', 'GET', '/api/session');
    expect(anonymous.status).to.equal(200);
    expect(await json(anonymous)).to.deep.equal({ user: null });
    const buyer = await json(await t.request('buyer', 'GET', '/api/session', { cookie: true }));
    expect(buyer.user).to.deep.equal(await json(await t.request('buyer', 'GET', '/api/me')));
  });

  it("answers the buyer's profile and the header's user context, never the password hash", async () => {
    const res = await t.request('buyer', 'GET', '/api/me');
    expect(res.status).to.equal(200);
    const me = await json(res);
    const user = t.actors.buyer.user;
    expect(me).to.deep.equal({
      id: user.id,
      email: 'buyer@test.immo',
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      address: user.address,
      postcode: user.postcode,
      city: user.city,
      country: user.country,
      roles: ['ROLE_USER'],
      assistance: false,
      emailVerified: true,
      verified: true,
      identityVerified: true,
      canAuction: true,
      biddingSuspensionReason: null,
      locale: 'fr',
      smsConsent: false,
      createdAt: new Date(user.createdAt).toISOString(),
      userContext: { currentUser: user.id, userInfos: ['ROLE_USER'], userVerified: '1', canAuction: '1' },
    });
    expect(JSON.stringify(me)).to.not.contain('passwordHash').and.not.contain('plain:');
  });

  it("gives '0' flags to a user not checked and the roles of a negotiator with assistance", async () => {
    const unverified = await json(await t.request('unverifiedBuyer', 'GET', '/api/me'));
    // With no property in view, canAuction says the right to bid holds: nobody withdrew it.
    expect(unverified.userContext).to.deep.include({ userVerified: '0', canAuction: '1' });
    expect(unverified).to.deep.include({ verified: false, identityVerified: false });
    const assistance = await json(await t.request('assistance', 'GET', '/api/me', { cookie: true }));
    expect(assistance).to.deep.include({ roles: ['ROLE_NEGOCIATEUR'], assistance: true });
    expect(assistance.userContext.userInfos).to.deep.equal(['ROLE_NEGOCIATEUR']);
  });

  it('refuses an anonymous visitor: 401 unauthenticated, in French and English', async () => {
    const fr = await t.request('anonymous', 'GET', '/api/me');
    expect(fr.status).to.equal(401);
    expect(await json(fr)).to.deep.equal({
      error: { code: 'unauthenticated', message: 'Vous devez être connecté' },
    });
    const en = await t.request('anonymous', 'GET', '/api/me', { headers: EN });
    expect((await json(en)).error.message).to.equal('You must be logged in');
  });

  it('treats a forged token as anonymous and removes a forged cookie', async () => {
    const res = await t.request('anonymous', 'GET', '/api/me', {
      headers: { Cookie: 'BEARER=forged.token.value' },
    });
    expect(res.status).to.equal(401);
    expect(bearerCookie(res)).to.match(/^BEARER=;/);
  });
});

describe('http: accounts — sign-up and e-mail verification', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ loginRateLimit: NO_LOGIN_LIMIT });
  });
  after(() => t.close());

  const form = registrationForm;

  it('creates the account (201 {userId}), mails the link, which verifies it and lets it log in', async () => {
    const res = await t.request('anonymous', 'POST', '/api/inscription', { json: form() });
    expect(res.status).to.equal(201);
    const { userId, ...rest } = await json(res);
    expect(rest).to.deep.equal({});
    const user = await t.api.ports.repos.users.findById(userId);
    expect(user).to.deep.include({
      email: 'jeanne.dupont@example.fr',
      roles: ['ROLE_USER'],
      emailVerifiedAt: null,
    });

    // Not verified yet: no login.
    expect((await login(t, 'jeanne.dupont@example.fr', 'Maison2024!')).status).to.equal(403);

    const mail = (await outbox(t)).find((m) => m.to === 'jeanne.dupont@example.fr');
    expect(mail?.subject).to.equal('Confirmez votre adresse email');
    const path = /\/verification-email\/[^\s]+/.exec(mail!.text)?.[0];
    expect(path, 'the link in the e-mail').to.be.a('string');

    const verified = await noFollow(t, path!);
    expect(verified.status).to.equal(302);
    expect(verified.headers.get('location')).to.equal('/compte-36h-immo.html?verification=ok');
    expect((await login(t, 'jeanne.dupont@example.fr', 'Maison2024!')).status).to.equal(200);

    // The link works once.
    const again = await noFollow(t, path!);
    expect(again.headers.get('location')).to.equal('/compte-36h-immo.html?verification=invalid');
  });

  it('writes the e-mail in English for an English visitor', async () => {
    const res = await t.request('anonymous', 'POST', '/api/inscription', {
      json: form({ email: 'john.smith@example.com' }),
      headers: EN,
    });
    expect(res.status).to.equal(201);
    const mail = (await outbox(t)).find((m) => m.to === 'john.smith@example.com');
    expect(mail?.subject).to.equal('Confirm your email address');
  });

  it('sends an unknown or expired link to the login page with verification=invalid', async () => {
    const unknown = await noFollow(t, '/verification-email/no-such-token');
    expect(unknown.status).to.equal(302);
    expect(unknown.headers.get('location')).to.equal('/compte-36h-immo.html?verification=invalid');

    await t.request('anonymous', 'POST', '/api/inscription', { json: form({ email: 'late@example.fr' }) });
    const mail = (await outbox(t)).find((m) => m.to === 'late@example.fr');
    const path = /\/verification-email\/[^\s]+/.exec(mail!.text)![0];
    t.clock.advance(48 * 3600 * 1000);
    const expired = await noFollow(t, path);
    expect(expired.headers.get('location')).to.equal('/compte-36h-immo.html?verification=invalid');
    const user = await t.api.ports.repos.users.findByEmail('late@example.fr');
    expect(user?.emailVerifiedAt).to.equal(null);
  });

  it('names every field in error at once: 400 registration_invalid with error.fields', async () => {
    const res = await t.request('anonymous', 'POST', '/api/inscription', {
      json: form({ firstName: '', phone: '12345', passwordConfirmation: 'Autre2024!', termsAccepted: false }),
    });
    expect(res.status).to.equal(400);
    expect(await json(res)).to.deep.equal({
      error: {
        code: 'registration_invalid',
        message: "Le formulaire d'inscription contient 4 erreur(s), merci de les corriger",
        field: 'firstName',
        fields: {
          firstName: { code: 'field_required', message: 'Champ obligatoire' },
          phone: { code: 'phone_invalid', message: 'Format téléphone invalide' },
          passwordConfirmation: {
            code: 'password_mismatch',
            message: 'Les mots de passe ne correspondent pas',
          },
          termsAccepted: {
            code: 'terms_required',
            message: "Vous devez accepter les conditions générales d'utilisation",
          },
        },
      },
    });
  });

  it('translates the field errors into English', async () => {
    const res = await t.request('anonymous', 'POST', '/api/inscription', {
      json: form({ email: 'not-an-email', password: 'short', passwordConfirmation: 'short' }),
      headers: EN,
    });
    expect(res.status).to.equal(400);
    const { error } = await json(res);
    expect(error.message).to.equal('The registration form contains 2 error(s), please correct them');
    expect(error.fields.email).to.deep.equal({
      code: 'email_invalid',
      message: 'Invalid email address format',
    });
    expect(error.fields.password.code).to.equal('password_too_weak');
    expect(error.fields.password.message).to.contain('at least 8 characters');
  });

  it('answers an empty body with every required field', async () => {
    const res = await t.request('anonymous', 'POST', '/api/inscription', { json: {} });
    expect(res.status).to.equal(400);
    const { error } = await json(res);
    expect(error.code).to.equal('registration_invalid');
    expect(Object.keys(error.fields)).to.have.members([
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
  });

  it('refuses wrong types field by field', async () => {
    const res = await t.request('anonymous', 'POST', '/api/inscription', {
      json: form({ city: 75, smsConsent: 'yes', termsAccepted: 'true' }),
    });
    expect(res.status).to.equal(400);
    const { error } = await json(res);
    expect(error.fields.city.code).to.equal('invalid_input');
    expect(error.fields.smsConsent.code).to.equal('invalid_input');
    expect(error.fields.termsAccepted.code).to.equal('terms_required');
  });

  it('refuses an e-mail already used, whatever its case: 409 email_already_used', async () => {
    const res = await t.request('anonymous', 'POST', '/api/inscription', {
      json: form({ email: 'BUYER@test.immo' }),
    });
    expect(res.status).to.equal(409);
    expect(await json(res)).to.deep.equal({
      error: {
        code: 'email_already_used',
        message: "L'adresse email est déjà utilisée",
        field: 'email',
        fields: { email: { code: 'email_already_used', message: "L'adresse email est déjà utilisée" } },
      },
    });
  });

  it('answers 400 to malformed JSON and to a body that is not an object', async () => {
    const malformed = await t.request('anonymous', 'POST', '/api/inscription', {
      body: '{"email":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(malformed.status).to.equal(400);
    expect((await json(malformed)).error.code).to.equal('invalid_json');
    const array = await t.request('anonymous', 'POST', '/api/inscription', { json: [form()] });
    expect(array.status).to.equal(400);
    expect((await json(array)).error.code).to.equal('invalid_input');
  });
});

describe('http: accounts — newsletter', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('subscribes an address: 200 {message}, the same answer twice, stored once lower-case', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.request('anonymous', 'POST', '/newsletter', {
        json: { email: 'Lecteur@Example.fr' },
      });
      expect(res.status).to.equal(200);
      expect(await json(res)).to.deep.equal({ message: fr.newsletter_check_inbox });
    }
    expect(await t.api.ports.repos.newsletter.find('lecteur@example.fr')).to.include({ status: 'pending' });
  });

  it('answers in English and accepts a form post', async () => {
    const res = await t.request('anonymous', 'POST', '/newsletter', {
      body: new URLSearchParams({ email: 'reader@example.com' }),
      headers: EN,
    });
    expect(res.status).to.equal(200);
    expect(await json(res)).to.deep.equal({ message: en.newsletter_check_inbox });
  });

  const bad: [string, unknown, string][] = [
    ['a missing address', {}, 'field_required'],
    ['an invalid address', { email: 'lecteur.example.fr' }, 'email_invalid'],
    ['a numeric address', { email: 12 }, 'invalid_input'],
    ['an array body', ['lecteur@example.fr'], 'invalid_input'],
  ];
  for (const [what, body, code] of bad) {
    it(`answers 400 ${code} to ${what}`, async () => {
      const res = await t.request('anonymous', 'POST', '/newsletter', { json: body });
      expect(res.status).to.equal(400);
      expect((await json(res)).error.code).to.equal(code);
    });
  }

  it("says 'Format d'adresse email invalide' in French", async () => {
    const res = await t.request('anonymous', 'POST', '/newsletter', { json: { email: 'x' } });
    expect((await json(res)).error).to.deep.equal({
      code: 'email_invalid',
      message: "Format d'adresse email invalide",
      field: 'email',
    });
  });

  it('refuses a cookie-authenticated subscription from another origin: 403 csrf_rejected', async () => {
    const res = await t.request('buyer', 'POST', '/newsletter', {
      cookie: true,
      json: { email: 'buyer@test.immo' },
      headers: { Origin: EVIL_ORIGIN },
    });
    expect(res.status).to.equal(403);
    expect((await json(res)).error.code).to.equal('csrf_rejected');
    const same = await t.request('buyer', 'POST', '/newsletter', {
      cookie: true,
      json: { email: 'buyer@test.immo' },
    });
    expect(same.status).to.equal(200);
  });
});

describe('http: accounts — favourites', () => {
  let t: TestApi;
  let bienId: number;
  let otherId: number;
  before(async () => {
    t = await startTestApi();
    const { properties } = t.api.ports.repos;
    bienId = (await properties.add(aProperty({ negotiatorId: t.actors.negotiator.user.id }))).id;
    otherId = (await properties.add(aProperty({ negotiatorId: t.actors.negotiator.user.id }))).id;
  });
  after(() => t.close());

  const favouriteIds = async (role: 'buyer' | 'seller') =>
    (await json(await t.request(role, 'GET', '/api/favoris'))).items.map((i: { bienId: number }) => i.bienId);

  for (const reading of ['/api/{bienId}/favoris/add', '/api/favoris/add/{bien}']) {
    it(`adds a favourite through ${reading}: 200 { data: { message } }`, async () => {
      await t.request('buyer', 'GET', `/favoris/delete/${bienId}`);
      const path = reading.replace(/\{\w+\}/, String(bienId));
      const res = await t.request('buyer', 'GET', path);
      expect(res.status).to.equal(200);
      expect(await json(res)).to.deep.equal({
        data: { message: 'Le bien a été ajouté à vos favoris', bienId, favori: true },
      });
      expect(await favouriteIds('buyer')).to.include(bienId);
    });
  }

  it('adds twice without error and keeps one entry', async () => {
    await t.request('buyer', 'GET', `/api/${bienId}/favoris/add`);
    const res = await t.request('buyer', 'GET', `/api/${bienId}/favoris/add`, { headers: EN });
    expect(res.status).to.equal(200);
    expect((await json(res)).data.message).to.equal('The property has been added to your favourites');
    expect((await favouriteIds('buyer')).filter((id: number) => id === bienId)).to.have.length(1);
  });

  it('lists the viewer’s favourites newest first with ISO dates', async () => {
    await t.request('buyer', 'GET', `/favoris/delete/${bienId}`);
    await t.request('buyer', 'GET', `/favoris/delete/${otherId}`);
    await t.request('buyer', 'GET', `/api/${bienId}/favoris/add`);
    t.clock.advance(60_000);
    await t.request('buyer', 'GET', `/api/favoris/add/${otherId}`);
    const res = await t.request('buyer', 'GET', '/api/favoris');
    expect(res.status).to.equal(200);
    const body = await json(res);
    expect(body.total).to.equal(2);
    expect(
      body.items.map(({ bienId, createdAt }: { bienId: number; createdAt: string }) => ({
        bienId,
        createdAt,
      })),
    ).to.deep.equal([
      { bienId: otherId, createdAt: new Date(t.clock.now()).toISOString() },
      { bienId, createdAt: new Date(t.clock.now() - 60_000).toISOString() },
    ]);
  });

  it("gives each favourite its sale's public card, as on the home page, and null to a sale that is gone", async () => {
    const { properties, auctions, photos, favourites } = t.api.ports.repos;
    const property = await properties.add(
      aProperty({ negotiatorId: t.actors.negotiator.user.id, title: 'Chalet à Megève', type: 'MAIS' }),
    );
    await auctions.add(
      anAuction({ propertyId: property.id, currentPrice: 262000, endAt: t.clock.now() + 3_600_000 }),
    );
    const photo = await photos.add(aPhoto({ propertyId: property.id }));
    await t.request('newUser', 'GET', `/api/favoris/add/${property.id}`);
    await favourites.add({ userId: t.actors.newUser.user.id, propertyId: otherId, createdAt: 0 });

    const body = await json(await t.request('newUser', 'GET', '/api/favoris', { headers: EN }));

    expect(body.total).to.equal(2);
    expect(body.items[0]).to.deep.equal({
      bienId: property.id,
      createdAt: new Date(t.clock.now()).toISOString(),
      card: {
        nom: 'Chalet à Megève',
        ville: 'Annecy',
        codePostal: '74000',
        typeLabel: 'House',
        price: 262000,
        phase: 'live',
        endAt: new Date(t.clock.now() + 3_600_000).toISOString(),
        photoUrl: `/media/photos/${photo.id}?width=1024`,
      },
    });
    // otherId has no auction: no sale to show.
    expect(body.items[1]).to.include({ bienId: otherId, card: null });
    // The home page's card of the same sale says the same.
    await t.api.useCases.reindexProperty.execute({ propertyId: property.id });
    const home = await json(await t.request('anonymous', 'GET', '/api/biens?lang=en'));
    const sameSale = home['hydra:member'].find((card: { bienId: number }) => card.bienId === property.id);
    expect(sameSale).to.include({
      nom: 'Chalet à Megève',
      typeLabel: 'House',
      price: 262000,
      imageUrl: body.items[0].card.photoUrl,
    });
  });

  it('keeps each user to their own list', async () => {
    await t.request('seller', 'GET', `/api/${otherId}/favoris/add`);
    await t.request('seller', 'GET', `/favoris/delete/${bienId}`);
    expect(await favouriteIds('seller')).to.deep.equal([otherId]);
    expect(await favouriteIds('buyer')).to.include(bienId);
  });

  it('removes through GET /favoris/delete/{bien} and DELETE /api/favoris/{bien}: 200 { data: { message } }', async () => {
    await t.request('buyer', 'GET', `/api/${bienId}/favoris/add`);
    const viaGet = await t.request('buyer', 'GET', `/favoris/delete/${bienId}`);
    expect(viaGet.status).to.equal(200);
    expect(await json(viaGet)).to.deep.equal({
      data: { message: 'Le bien a été retiré de vos favoris', bienId, favori: false },
    });
    expect(await favouriteIds('buyer')).to.not.include(bienId);

    await t.request('buyer', 'GET', `/api/${bienId}/favoris/add`);
    const viaDelete = await t.request('buyer', 'DELETE', `/api/favoris/${bienId}`, { headers: EN });
    expect(viaDelete.status).to.equal(200);
    expect((await json(viaDelete)).data.message).to.equal(
      'The property has been removed from your favourites',
    );
    expect(await favouriteIds('buyer')).to.not.include(bienId);
  });

  it('removes what is not there, and a property that no longer exists, without error', async () => {
    const res = await t.request('buyer', 'GET', '/favoris/delete/999999');
    expect(res.status).to.equal(200);
  });

  it('answers an anonymous heart 401 favourite_login_required, in French and English', async () => {
    for (const path of [
      `/api/${bienId}/favoris/add`,
      `/api/favoris/add/${bienId}`,
      `/favoris/delete/${bienId}`,
    ]) {
      const res = await t.request('anonymous', 'GET', path);
      expect(res.status, path).to.equal(401);
      expect(await json(res), path).to.deep.equal({
        error: {
          code: 'favourite_login_required',
          message: 'Vous devez être connecté pour mettre un bien en favoris',
        },
      });
    }
    const en = await t.request('anonymous', 'GET', `/api/${bienId}/favoris/add`, { headers: EN });
    expect((await json(en)).error.message).to.equal(
      'You must be logged in to add a property to your favourites',
    );
    const list = await t.request('anonymous', 'GET', '/api/favoris');
    expect(list.status).to.equal(401);
    expect((await json(list)).error.code).to.equal('unauthenticated');
  });

  it('answers 404 not_found on bienId for an unknown property', async () => {
    const res = await t.request('buyer', 'GET', '/api/999999/favoris/add');
    expect(res.status).to.equal(404);
    expect((await json(res)).error).to.deep.equal({
      code: 'not_found',
      message: 'Ressource introuvable',
      field: 'bienId',
    });
  });

  it('answers 404 not_found for an unknown property in either reading and for a malformed id', async () => {
    for (const path of ['/api/favoris/add/999999', '/api/abc/favoris/add', '/api/favoris/add/0']) {
      const res = await t.request('buyer', 'GET', path);
      expect(res.status, path).to.equal(404);
      expect((await json(res)).error, path).to.deep.include({
        code: 'not_found',
        message: 'Ressource introuvable',
      });
    }
    expect((await t.request('buyer', 'GET', '/favoris/delete/-1')).status).to.equal(404);
  });

  it('refuses a cross-site navigation riding on the cookie (403 csrf_rejected), not a same-origin call', async () => {
    const cross = await t.request('buyer', 'GET', `/api/${bienId}/favoris/add`, {
      cookie: true,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.status).to.equal(403);
    expect((await json(cross)).error.code).to.equal('csrf_rejected');
    const crossDelete = await t.request('buyer', 'GET', `/favoris/delete/${bienId}`, {
      cookie: true,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossDelete.status).to.equal(403);
    const same = await t.request('buyer', 'GET', `/api/${bienId}/favoris/add`, {
      cookie: true,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(same.status).to.equal(200);
  });

  it('refuses a cookie-authenticated DELETE from another origin: 403 csrf_rejected', async () => {
    const res = await t.request('buyer', 'DELETE', `/api/favoris/${bienId}`, {
      cookie: true,
      headers: { Origin: EVIL_ORIGIN },
    });
    expect(res.status).to.equal(403);
    expect((await json(res)).error.code).to.equal('csrf_rejected');
  });
});

describe('http: accounts — /ajax/users/list', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
    await t.api.ports.repos.users.add(
      aUser({ email: 'helene.leveque@example.fr', firstName: 'Hélène', lastName: 'Lévêque' }),
    );
  });
  after(() => t.close());

  it('lists users page by page with { items, total, page, pageSize }', async () => {
    const res = await t.request('negotiator', 'GET', '/ajax/users/list');
    expect(res.status).to.equal(200);
    const body = await json(res);
    expect(body).to.include({ total: 8, page: 1, pageSize: 20 });
    const buyer = t.actors.buyer.user;
    expect(body.items).to.deep.include({
      id: buyer.id,
      email: 'buyer@test.immo',
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      roles: ['ROLE_USER'],
      verified: true,
      canAuction: true,
    });
    expect(JSON.stringify(body)).to.not.contain('plain:').and.not.contain('$argon2');
  });

  it('matches ?q= on the name or the e-mail, ignoring case and accents', async () => {
    for (const q of ['leveque', 'HÉLÈNE', 'helene.lev']) {
      const body = await json(await t.request('admin', 'GET', `/ajax/users/list?q=${encodeURIComponent(q)}`));
      expect(
        body.items.map((u: { email: string }) => u.email),
        q,
      ).to.deep.equal(['helene.leveque@example.fr']);
    }
  });

  it('pages with ?page= and ?pageSize=', async () => {
    const body = await json(await t.request('assistance', 'GET', '/ajax/users/list?page=2&pageSize=3'));
    expect(body).to.include({ total: 8, page: 2, pageSize: 3 });
    expect(body.items).to.have.length(3);
    const last = await json(await t.request('assistance', 'GET', '/ajax/users/list?page=9&pageSize=3'));
    expect(last.items).to.deep.equal([]);
  });

  const bad: [string, string][] = [
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?page=-1', 'page'],
    ['?pageSize=101', 'pageSize'],
    ['?q=a&q=b', 'text'],
  ];
  for (const [query, field] of bad) {
    it(`answers 400 invalid_input on ${field} to ${query}`, async () => {
      const res = await t.request('negotiator', 'GET', `/ajax/users/list${query}`);
      expect(res.status).to.equal(400);
      expect((await json(res)).error).to.deep.include({ code: 'invalid_input', field });
    });
  }

  it('refuses buyers (403 forbidden) in French and English', async () => {
    const fr = await t.request('buyer', 'GET', '/ajax/users/list');
    expect(fr.status).to.equal(403);
    expect(await json(fr)).to.deep.equal({
      error: { code: 'forbidden', message: 'Vous n’avez pas les droits pour cette action' },
    });
    const en = await t.request('buyer', 'GET', '/ajax/users/list', { headers: EN });
    expect((await json(en)).error.message).to.equal('You are not allowed to do this');
  });
});

describe('http: accounts — documentation', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('documents every route of the area in /api/docs.json with its audience', async () => {
    const doc = await json(await t.request('anonymous', 'GET', '/api/docs.json'));
    const expected: [string, string, string][] = [
      ['post', '/api/login_check', 'public'],
      ['post', '/logout', 'public'],
      ['get', '/api/me', 'user'],
      ['post', '/api/inscription', 'public'],
      ['get', '/verification-email/{token}', 'public'],
      ['get', '/api/{bienId}/favoris/add', 'user'],
      ['get', '/api/favoris/add/{bien}', 'user'],
      ['get', '/favoris/delete/{bien}', 'user'],
      ['delete', '/api/favoris/{bien}', 'user'],
      ['get', '/api/favoris', 'user'],
      ['get', '/ajax/users/list', 'negotiator'],
      ['put', '/api/me', 'user'],
      ['get', '/api/me/offres', 'user'],
      ['put', '/api/me/mot-de-passe', 'user'],
      ['post', '/api/verification-email/resend', 'public'],
      ['post', '/api/mot-de-passe/oubli', 'public'],
      ['post', '/api/mot-de-passe/reinitialisation', 'public'],
    ];
    for (const [method, path, audience] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).to.exist;
      expect(operation['x-audience'], `${method} ${path}`).to.equal(audience);
      expect(operation.tags).to.deep.equal(['accounts']);
    }
    const login = doc.paths['/api/login_check'].post.requestBody.content['application/json'].schema;
    // Optional on the wire (core names a missing one), bounded, and said required in the description.
    expect(Object.keys(login.properties)).to.deep.equal(['username', 'password']);
    expect(login.description).to.contain('username, password');
  });
});
