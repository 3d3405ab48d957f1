import '../../support/dom.js';
import { createTransport, type BrowserOptions, type ErrorEvent } from '@sentry/browser';
import { screen } from '@testing-library/react';
import { expect } from 'chai';
import sinon from 'sinon';
import propertyPagePackage from '../../../microfrontends/property-page/package.json' with { type: 'json' };
import {
  declareRemote,
  remoteIdentity,
  reportError,
  startErrorReporting,
  stopErrorReporting,
  type BrowserErrorReporter,
} from '../../../microfrontends/kit/src/error-reporting/index.js';
import {
  createSentryReporter,
  REPLAY_PRIVACY,
  scrubEvent,
  sentryOptions,
} from '../../../microfrontends/kit/src/error-reporting/sentry.js';
import PropertyPage from '../property-page/property-page.js';
import {
  BUYER,
  CLIENT_NOW,
  DAY,
  FakeApi,
  HOUR,
  pageData,
  setup,
  teardown,
} from '../property-page/auction/harness.js';

const DSN = 'https://public@o1.ingest.example.invalid/2';

/** A Sentry transport that keeps the envelopes' items instead of sending them. */
function recordingTransport() {
  const items: Record<string, unknown>[] = [];
  const transport: NonNullable<BrowserOptions['transport']> = (options) =>
    createTransport(options, async (request) => {
      const lines = String(request.body).split('\n').filter(Boolean);
      for (const line of lines.slice(1)) items.push(JSON.parse(line) as Record<string, unknown>);
      return { statusCode: 200 };
    });
  const events = () => items.filter((item) => 'exception' in item) as unknown as ErrorEvent[];
  return { transport, events };
}

const fakeReporter = (): BrowserErrorReporter & { report: sinon.SinonSpy } => ({
  report: sinon.spy(),
  close: async () => undefined,
});

describe('kit: browser error reporting', () => {
  afterEach(async () => {
    teardown();
    await stopErrorReporting();
  });

  it('stays off without a DSN: no SDK loaded, errors dropped', async () => {
    const create = sinon.spy(async () => fakeReporter());
    reportError(new Error('before the config'));
    expect(await startErrorReporting({ dsn: null }, create)).to.equal(false);
    expect(await startErrorReporting({ dsn: '  ' }, create)).to.equal(false);
    reportError(new Error('after the config'));
    expect(create.called).to.equal(false);
  });

  it('sends the errors caught before the config answered once it names a DSN', async () => {
    const reporter = fakeReporter();
    const identity = { name: 'accounts', version: '1.2.3' };
    reportError(new Error('early'), { remote: identity });
    expect(await startErrorReporting({ dsn: DSN }, async () => reporter)).to.equal(true);
    reportError(new Error('later'));
    expect(reporter.report.args.map(([error]) => (error as Error).message)).to.deep.equal(['early', 'later']);
    expect(reporter.report.firstCall.args[1]).to.deep.equal({ remote: identity });
  });

  it('names a remote by the identity it declared, its version unknown when it never loaded', () => {
    declareRemote({ name: 'kit_test_remote', version: '4.5.6' });
    expect(remoteIdentity('kit_test_remote')).to.deep.equal({ name: 'kit_test_remote', version: '4.5.6' });
    expect(remoteIdentity('nowhere')).to.deep.equal({ name: 'nowhere', version: 'unknown' });
  });

  it('samples as spec §7 says, without personal data, and masks every text of the replays', () => {
    const options = sentryOptions({ dsn: DSN });
    expect(options).to.include({
      tracesSampleRate: 0,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
    });
    expect(options.dataCollection).to.deep.equal({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    });
    expect(REPLAY_PRIVACY).to.include({ maskAllText: true, maskAllInputs: true, blockAllMedia: true });
  });

  it('scrubs the user, request bodies, cookies, query strings and e-mail addresses from an event', () => {
    const event = scrubEvent({
      type: undefined,
      message: 'Compte camille.martin@exemple.fr introuvable',
      user: { id: 7, email: 'camille.martin@exemple.fr', ip_address: '203.0.113.9', username: 'Camille' },
      request: {
        url: 'http://127.0.0.1/reinitialiser?token=secret#x',
        data: { password: 'p4ss' },
        cookies: { BEARER: 'jwt' },
        headers: {
          'User-Agent': 'Chromium',
          Cookie: 'BEARER=jwt',
          Referer: 'http://127.0.0.1/?email=a@b.fr',
        },
      },
      exception: { values: [{ type: 'Error', value: 'refused for a@b.fr' }] },
      breadcrumbs: [
        { category: 'console', message: 'user julie@demo.immo', data: { arguments: ['julie@demo.immo'] } },
        { category: 'fetch', data: { url: '/api/verify?token=t0k3n', method: 'GET', status_code: 200 } },
        { category: 'navigation', data: { from: '/login?email=a@b.fr', to: '/bien/3' } },
      ],
    });
    expect(event.user).to.equal(undefined);
    expect(event.request).to.deep.equal({
      url: 'http://127.0.0.1/reinitialiser',
      headers: { 'User-Agent': 'Chromium' },
    });
    expect(event.message).to.equal('Compte [email] introuvable');
    expect(event.exception?.values?.[0]?.value).to.equal('refused for [email]');
    expect(event.breadcrumbs).to.deep.equal([
      { category: 'console', message: 'user [email]' },
      { category: 'fetch', data: { url: '/api/verify', method: 'GET', status_code: 200 } },
      { category: 'navigation', data: { from: '/login', to: '/bien/3' } },
    ]);
  });

  it("reports an error thrown in the property page's components to Sentry, tagged with the remote's name and version", async () => {
    const { transport, events } = recordingTransport();
    await startErrorReporting({ dsn: DSN }, async (config) =>
      createSentryReporter(config, { transport, loadReplay: async () => undefined }),
    );
    const consoleError = sinon.stub(console, 'error');
    const broken = pageData(
      { serverNow: CLIENT_NOW, startAt: CLIENT_NOW - DAY, endAt: CLIENT_NOW + HOUR },
      BUYER,
    );
    // A heating list the page cannot read: the details throw while rendering.
    (broken.bien as unknown as { chauffage: unknown }).chauffage = null;
    const { advance } = await setup(new FakeApi().on('GET', '/api/bien/3/page', broken), {
      ui: <PropertyPage bienId={3} />,
    });
    await advance(50);
    consoleError.restore();

    expect(screen.getByTestId('kit-unavailable').textContent).to.contain(
      'Cette partie de la page est momentanément indisponible.',
    );
    const [event] = events();
    expect(event?.exception?.values?.[0]?.type).to.equal('TypeError');
    expect(event?.tags).to.include({
      remote: 'property_page',
      'remote.version': propertyPagePackage.version,
    });
    expect(event?.contexts?.react).to.have.property('componentStack').that.contains('PropertyDetails');
    expect(event).not.to.have.property('user');
  });
});
