import { expect } from 'chai';
import { SubscribeNewsletter } from '../../../../core/src/use-cases/subscribe-newsletter/subscribe-newsletter.js';
import { createTestKit, type TestKit } from '../../../../core/src/testing/index.js';
import { DAY_MS } from '../../../../core/src/shared/time.js';

describe('SubscribeNewsletter (POST newsletter)', () => {
  let kit: TestKit;
  let useCase: SubscribeNewsletter;

  beforeEach(() => {
    kit = createTestKit();
    useCase = new SubscribeNewsletter({ newsletter: kit.repos.newsletter, clock: kit.clock });
  });

  it('subscribes the address, lower-case, at the current time', async () => {
    const result = await useCase.execute({ email: ' Lecteur@Example.FR ' });

    expect(result).to.deep.equal({ ok: true, value: { message: 'newsletter_subscribed' } });
    expect(await kit.repos.newsletter.has('lecteur@example.fr')).to.equal(true);
    expect(kit.state.newsletter.get('lecteur@example.fr')).to.deep.equal({
      email: 'lecteur@example.fr',
      subscribedAt: kit.clock.now(),
    });
  });

  it('is idempotent: a second subscription answers the same and keeps the first date', async () => {
    const first = kit.clock.now();
    await useCase.execute({ email: 'lecteur@example.fr' });
    kit.clock.advance(DAY_MS);

    expect(await useCase.execute({ email: 'LECTEUR@example.fr' })).to.deep.equal({
      ok: true,
      value: { message: 'newsletter_subscribed' },
    });
    expect(kit.state.newsletter.size).to.equal(1);
    expect(kit.state.newsletter.get('lecteur@example.fr')?.subscribedAt).to.equal(first);
  });

  it('refuses a malformed address', async () => {
    expect(await useCase.execute({ email: 'lecteur@example' })).to.deep.equal({
      ok: false,
      error: { code: 'email_invalid', field: 'email' },
    });
    expect(kit.state.newsletter.size).to.equal(0);
  });

  it('requires an address', async () => {
    expect(await useCase.execute({ email: '' })).to.deep.equal({
      ok: false,
      error: { code: 'field_required', field: 'email' },
    });
  });
});
