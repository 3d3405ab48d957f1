import { expect } from 'chai';
import { HOUR_MS } from '../../../core/src/shared/time.js';
import {
  aNewsletterSubscription,
  createTestKit,
  DEFAULT_TEST_NOW,
  InMemoryErrorReporter,
  InMemoryEventPublisher,
  InMemoryMailer,
  InMemoryPasswordHasher,
  InMemoryTokenService,
  ManualClock,
  SequentialIdGenerator,
} from '../../../core/src/testing/index.js';

describe('ManualClock', () => {
  it('starts at 21 November 2026 10:00 UTC unless told otherwise', () => {
    expect(new ManualClock().now()).to.equal(Date.UTC(2026, 10, 21, 10, 0, 0));
    expect(new ManualClock(0).now()).to.equal(0);
  });

  it('moves only when set or advanced', () => {
    const clock = new ManualClock();
    clock.advance(2 * 60_000);
    expect(clock.now()).to.equal(DEFAULT_TEST_NOW + 120_000);
    clock.advance(-1);
    expect(clock.now()).to.equal(DEFAULT_TEST_NOW + 119_999);
    clock.set(Date.UTC(2027, 0, 1));
    expect(clock.now()).to.equal(Date.UTC(2027, 0, 1));
  });
});

describe('SequentialIdGenerator', () => {
  it('counts from id-1', () => {
    const ids = new SequentialIdGenerator();
    expect([ids.next(), ids.next(), ids.next()]).to.deep.equal(['id-1', 'id-2', 'id-3']);
    expect(new SequentialIdGenerator('photo-').next()).to.equal('photo-1');
  });
});

describe('InMemoryPasswordHasher', () => {
  it('writes the readable test hash plain:<password>', async () => {
    expect(await new InMemoryPasswordHasher().hash('Demo-2026!')).to.equal('plain:Demo-2026!');
  });
});

describe('InMemoryTokenService', () => {
  it('forgets an expired token', async () => {
    const tokens = new InMemoryTokenService();
    const token = await tokens.issue({ userId: 3, roles: ['ROLE_USER'] });
    tokens.expire(token);
    expect(await tokens.verify(token)).to.equal(null);
  });

  it('hands out copies of the claims', async () => {
    const tokens = new InMemoryTokenService();
    const claims = { userId: 3, roles: ['ROLE_USER' as const] };
    const token = await tokens.issue(claims);
    claims.roles.push('ROLE_USER');
    (await tokens.verify(token))?.roles.push('ROLE_USER');
    expect(await tokens.verify(token)).to.deep.include({ userId: 3, roles: ['ROLE_USER'] });
  });

  it('tells the issue time of its clock in whole seconds, as a JWT does', async () => {
    const clock = new ManualClock(DEFAULT_TEST_NOW + 1_500);
    const tokens = new InMemoryTokenService(clock);
    const token = await tokens.issue({ userId: 3, roles: ['ROLE_USER'] });
    clock.advance(60_000);
    expect((await tokens.verify(token))?.issuedAt).to.equal(DEFAULT_TEST_NOW + 1_000);
  });
});

describe('InMemoryMailer', () => {
  it('keeps what it sent, and rejects while told to fail', async () => {
    const mailer = new InMemoryMailer();
    await mailer.send({ to: 'lea@example.fr', subject: 'Bienvenue', text: 'Bonjour' });
    mailer.failWith(new Error('SMTP down'));
    const outcome = await mailer
      .send({ to: 'marc@example.fr', subject: 'x', text: 'y' })
      .catch((e: Error) => e.message);
    mailer.failWith(null);
    await mailer.send({ to: 'marc@example.fr', subject: 'Bienvenue', text: 'Bonjour' });
    expect(outcome).to.equal('SMTP down');
    expect(mailer.sent.map((m) => m.to)).to.deep.equal(['lea@example.fr', 'marc@example.fr']);
  });
});

describe('InMemoryEventPublisher and InMemoryErrorReporter', () => {
  it('keep what they were given, in order', async () => {
    const events = new InMemoryEventPublisher();
    await events.publish({ type: 'SaleCreated', propertyId: 1 });
    await events.publish({ type: 'AuctionExtended', auctionId: 2, endAt: DEFAULT_TEST_NOW });
    expect(events.events).to.deep.equal([
      { type: 'SaleCreated', propertyId: 1 },
      { type: 'AuctionExtended', auctionId: 2, endAt: DEFAULT_TEST_NOW },
    ]);
    const errors = new InMemoryErrorReporter();
    const failure = new Error('db down');
    errors.report(failure, { route: '/enchere' });
    errors.report('plain');
    expect(errors.reported).to.deep.equal([
      { error: failure, context: { route: '/enchere' } },
      { error: 'plain' },
    ]);
  });
});

describe('createTestKit', () => {
  it('starts the clock at the default now or the one given', () => {
    expect(createTestKit().clock.now()).to.equal(DEFAULT_TEST_NOW);
    expect(createTestKit({ now: DEFAULT_TEST_NOW + HOUR_MS }).clock.now()).to.equal(
      DEFAULT_TEST_NOW + HOUR_MS,
    );
  });

  it('shares one store between repos and the unit of work, and nothing between kits', async () => {
    const kit = createTestKit();
    const other = createTestKit();
    await kit.unitOfWork.run((tx) =>
      tx.newsletter.save(aNewsletterSubscription({ email: 'lecteur@example.fr' })),
    );
    expect(await kit.repos.newsletter.find('lecteur@example.fr')).to.not.equal(null);
    expect(await other.repos.newsletter.find('lecteur@example.fr')).to.equal(null);
  });

  it('knows the seeded notaries and a few French places', async () => {
    const kit = createTestKit();
    expect((await kit.repos.thirdParties.list()).length).to.equal(3);
    expect(await kit.geocoder.search('nantes')).to.have.length(1);
  });
});
