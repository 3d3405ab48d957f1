// The newsletter's double opt-in and the news articles over HTTP, against the composed API.
import { en, fr } from '@immo/core';
import { expect } from 'chai';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { json } from '../support/http.js';
import { outboxOf } from '../support/outbox.js';
import { multipart, realPng } from './media-fixtures.js';

const tokenIn = (text: string, path: string): string => {
  const match = new RegExp(`${path}\\?token=([^\\s"&<]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link`);
  return decodeURIComponent(match[1]);
};

describe('http: newsletter (double opt-in)', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi({ formRateLimit: { max: 8, durationMs: 60_000 } });
  });
  after(() => t.close());

  const subscribe = (email: string, ip: string, headers: Record<string, string> = {}) =>
    t.request('anonymous', 'POST', '/newsletter', {
      json: { email },
      headers: { 'X-Forwarded-For': ip, ...headers },
    });

  it('pending → confirmed → unsubscribed through the e-mails’ links; consent kept with text and IP', async () => {
    const res = await subscribe('Lectrice@Example.fr', '203.0.113.10');
    expect(res.status).to.equal(200);
    expect(await json(res)).to.deep.equal({ message: fr.newsletter_check_inbox });
    await t.api.infrastructure.outbox.idle();
    const repo = t.api.ports.repos.newsletter;
    expect(await repo.find('lectrice@example.fr')).to.include({ status: 'pending' });

    const confirmation = (await outboxOf(t)).filter((m) => m.to === 'lectrice@example.fr');
    expect(confirmation.map((m) => m.subject)).to.deep.equal([fr.newsletter_confirm_email_subject]);
    expect(confirmation[0]!.html).to.include('/newsletter/confirmation?token=');
    const confirmToken = tokenIn(confirmation[0]!.text, '/newsletter/confirmation');

    const confirmed = await t.request('anonymous', 'POST', '/newsletter/confirmation', {
      json: { token: confirmToken },
    });
    expect(confirmed.status).to.equal(200);
    expect(await json(confirmed)).to.deep.equal({ message: fr.newsletter_confirmed });
    expect(await repo.find('lectrice@example.fr')).to.include({ status: 'confirmed' });
    await t.api.infrastructure.outbox.idle();

    const welcome = (await outboxOf(t)).filter((m) => m.to === 'lectrice@example.fr')[1]!;
    expect(welcome.subject).to.equal(fr.newsletter_welcome_email_subject);
    const unsubscribeToken = tokenIn(welcome.text, '/newsletter/desinscription');
    expect((welcome as { headers?: Record<string, string> }).headers).to.deep.include({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // A mail client's one-click POST (RFC 8058): token in the URL, form body.
    const oneClick = await t.request(
      'anonymous',
      'POST',
      `/newsletter/desinscription?token=${encodeURIComponent(unsubscribeToken)}`,
      {
        body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      },
    );
    expect(oneClick.status).to.equal(200);
    expect(await repo.find('lectrice@example.fr')).to.include({ status: 'unsubscribed' });
    const again = await t.request('anonymous', 'POST', '/newsletter/desinscription', {
      json: { token: unsubscribeToken },
      headers: { 'Accept-Language': 'en' },
    });
    expect(await json(again)).to.deep.equal({ message: en.newsletter_unsubscribed });

    const consents = await repo.consentsOf('lectrice@example.fr');
    expect(consents.map((c) => c.action)).to.deep.equal(['subscribe', 'confirm', 'unsubscribe']);
    expect(consents[0]).to.include({ text: fr.newsletter_consent, locale: 'fr' });
    // The client's address (X-Forwarded-For is read only from configured proxies: none here).
    expect(consents[0]!.ip).to.be.oneOf(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
  });

  it('answers 400 to a bad or unknown link, translated', async () => {
    for (const path of ['/newsletter/confirmation', '/newsletter/desinscription']) {
      const res = await t.request('anonymous', 'POST', path, {
        json: { token: 'inconnu' },
        headers: { 'Accept-Language': 'en' },
      });
      expect(res.status, path).to.equal(400);
      expect((await json(res)).error).to.deep.equal({
        code: 'newsletter_link_invalid',
        message: en.newsletter_link_invalid,
      });
    }
    const missing = await t.request('anonymous', 'POST', '/newsletter/confirmation', { json: {} });
    expect(missing.status).to.equal(400);
  });

  it('does not tell whether an address is subscribed: the same answer, no second mail', async () => {
    const email = 'deja@example.fr';
    await subscribe(email, '203.0.113.20');
    await t.api.infrastructure.outbox.idle();
    const token = tokenIn((await outboxOf(t)).find((m) => m.to === email)!.text, '/newsletter/confirmation');
    await t.request('anonymous', 'POST', '/newsletter/confirmation', { json: { token } });
    await t.api.infrastructure.outbox.idle();
    const before = (await outboxOf(t)).filter((m) => m.to === email).length;

    const known = await subscribe(email, '203.0.113.21');
    const unknown = await subscribe('inconnu@example.fr', '203.0.113.21');
    expect(known.status).to.equal(unknown.status);
    expect(await json(known)).to.deep.equal(await json(unknown));
    await t.api.infrastructure.outbox.idle();
    expect((await outboxOf(t)).filter((m) => m.to === email).length).to.equal(before);
  });

  it('throttles per typed address (2 here), whatever the client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await subscribe('cible@example.fr', `198.18.1.${i}`)).status);
    expect(statuses).to.deep.equal([200, 200, 429]);
    // Another address from the same clients is still served.
    expect((await subscribe('autre@example.fr', '198.18.1.0')).status).to.equal(200);
  });
});

describe('http: news articles', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  const ADMIN = '/api/espace-admin/actualites';

  it('only an admin writes: 401 anonymous, 403 for every other role', async () => {
    const { id } = await t.api.ports.repos.newsArticles.add({
      title: 'Existant',
      summary: '',
      body: 'Texte',
      imageKey: null,
      imageAlt: '',
      published: false,
      publishedAt: null,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
      authorId: t.actors.admin.user.id,
    });
    const calls: [string, string, RequestInit['body'] | undefined, unknown][] = [
      ['GET', ADMIN, undefined, undefined],
      ['POST', ADMIN, undefined, { title: 'T', body: 'B' }],
      ['PUT', `${ADMIN}/${id}`, undefined, { title: 'T', body: 'B' }],
      ['PUT', `${ADMIN}/${id}/publication`, undefined, { published: true }],
      ['DELETE', `${ADMIN}/${id}`, undefined, undefined],
      [
        'POST',
        `${ADMIN}/${id}/image`,
        multipart({ name: 'a.png', type: 'image/png', bytes: await realPng() }),
        undefined,
      ],
    ];
    for (const [method, path, body, jsonBody] of calls) {
      for (const role of ['anonymous', 'buyer', 'negotiator', 'seller', 'assistance'] as const) {
        const res = await t.request(role, method, path, {
          ...(body ? { body } : {}),
          ...(jsonBody ? { json: jsonBody } : {}),
        });
        expect(res.status, `${role} ${method} ${path}`).to.equal(role === 'anonymous' ? 401 : 403);
      }
    }
    expect(await t.api.ports.repos.newsArticles.findById(id)).to.include({
      title: 'Existant',
      published: false,
    });
  });

  it('an admin writes, illustrates and publishes an article; the public sees it only once published', async () => {
    const created = await t.request('admin', 'POST', ADMIN, {
      json: {
        title: 'Nouvelles ventes à Annecy',
        summary: '',
        body: 'Premier paragraphe.\n\nSecond.',
        imageAlt: 'Le lac',
      },
    });
    expect(created.status).to.equal(201);
    const article = await json(created);
    expect(article).to.include({
      title: 'Nouvelles ventes à Annecy',
      published: false,
      path: `/actualites/${article.id}-nouvelles-ventes-a-annecy`,
    });
    expect((await t.request('anonymous', 'GET', `/api/actualites/${article.id}`)).status).to.equal(404);

    const upload = await t.request('admin', 'POST', `${ADMIN}/${article.id}/image`, {
      body: multipart({ name: 'lac.png', type: 'image/png', bytes: await realPng(1600, 900) }),
    });
    expect(upload.status).to.equal(200);
    const { imageUrl, cardImageUrl } = await json(upload);
    expect(imageUrl).to.match(new RegExp(`^/media/actualites/${article.id}/[^/]+\\.jpg\\?width=1024$`));
    expect((await t.request('anonymous', 'GET', cardImageUrl)).status).to.equal(404);
    const preview = await t.request('admin', 'GET', cardImageUrl);
    expect(preview.status).to.equal(200);
    expect(preview.headers.get('content-type')).to.equal('image/jpeg');

    const published = await t.request('admin', 'PUT', `${ADMIN}/${article.id}/publication`, {
      json: { published: true },
    });
    expect(published.status).to.equal(200);
    expect((await json(published)).publishedAt).to.be.a('string');
    const list = await json(await t.request('anonymous', 'GET', '/api/actualites'));
    expect(list['hydra:member'].map((a: { id: number }) => a.id)).to.deep.equal([article.id]);
    expect((await t.request('anonymous', 'GET', imageUrl)).status).to.equal(200);

    const unpublished = await t.request('admin', 'PUT', `${ADMIN}/${article.id}/publication`, {
      json: { published: false },
    });
    expect(unpublished.status).to.equal(200);
    expect((await json(await t.request('anonymous', 'GET', '/api/actualites')))['hydra:totalItems']).to.equal(
      0,
    );

    expect((await t.request('admin', 'DELETE', `${ADMIN}/${article.id}`)).status).to.equal(200);
    expect(
      (await t.request('admin', 'PUT', `${ADMIN}/${article.id}`, { json: { title: 'A', body: 'B' } })).status,
    ).to.equal(404);
  });

  it('an admin edits a published article; the public reads the change by its id', async () => {
    const { id } = await json(
      await t.request('admin', 'POST', ADMIN, { json: { title: 'Ventes de mars', body: 'Trois maisons.' } }),
    );
    await t.request('admin', 'PUT', `${ADMIN}/${id}/publication`, { json: { published: true } });
    const edited = await t.request('admin', 'PUT', `${ADMIN}/${id}`, {
      json: { title: 'Ventes d’avril', summary: 'Le programme', body: 'Quatre maisons.', imageAlt: '' },
    });
    expect(edited.status).to.equal(200);
    expect(await json(edited)).to.include({ id, title: 'Ventes d’avril', published: true });
    const read = await t.request('anonymous', 'GET', `/api/actualites/${id}`);
    expect(read.status).to.equal(200);
    expect(await json(read)).to.include({
      id,
      title: 'Ventes d’avril',
      summary: 'Le programme',
      teaser: 'Le programme',
      body: 'Quatre maisons.',
      imageUrl: null,
      path: `/actualites/${id}-ventes-d-avril`,
    });
  });

  it('answers 400 with every field’s error, translated, to an invalid article', async () => {
    const res = await t.request('admin', 'POST', ADMIN, {
      json: { title: '  ', body: '' },
      headers: { 'Accept-Language': 'en' },
    });
    expect(res.status).to.equal(400);
    const { error } = await json(res);
    expect(error.code).to.equal('news_article_invalid');
    expect(Object.keys(error.fields)).to.deep.equal(['title', 'body']);
    const notAnImage = await t.request('admin', 'POST', `${ADMIN}/1/image`, {
      body: multipart({ name: 'x.png', type: 'image/png', bytes: new TextEncoder().encode('not an image') }),
    });
    expect([400, 404]).to.include(notAnImage.status);
  });
});

describe('http: newsletter and news — documentation', () => {
  let t: TestApi;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());

  it('documents each route with its audience', async () => {
    const doc = await json(await t.request('anonymous', 'GET', '/api/docs.json'));
    for (const [method, path, audience] of [
      ['post', '/newsletter', 'public'],
      ['post', '/newsletter/confirmation', 'public'],
      ['post', '/newsletter/desinscription', 'public'],
      ['get', '/api/actualites', 'public'],
      ['get', '/api/espace-admin/actualites', 'admin'],
      ['put', '/api/espace-admin/actualites/{id}/publication', 'admin'],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).to.not.equal(undefined);
      expect(JSON.stringify(operation), path).to.include(audience);
    }
  });
});
