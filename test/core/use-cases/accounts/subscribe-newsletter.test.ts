import { expect } from 'chai';
import {
  ConfirmNewsletter,
  SubscribeNewsletter,
  UnsubscribeNewsletter,
} from '../../../../core/src/use-cases/index.js';
import { createTestKit, type TestKit } from '../../../../core/src/testing/index.js';
import { DAY_MS } from '../../../../core/src/shared/time.js';
import { fr } from '../../../../core/src/messages/catalogue.js';

describe('newsletter: SubscribeNewsletter, ConfirmNewsletter, UnsubscribeNewsletter', () => {
  let kit: TestKit;
  let subscribe: SubscribeNewsletter;
  let confirm: ConfirmNewsletter;
  let leave: UnsubscribeNewsletter;
  const IP = '203.0.113.7';

  beforeEach(() => {
    kit = createTestKit();
    subscribe = new SubscribeNewsletter(kit);
    confirm = new ConfirmNewsletter(kit);
    leave = new UnsubscribeNewsletter(kit);
  });

  const linkToken = (text: string, path: string) => {
    const match = new RegExp(`${path}\\?token=([^\\s"&]+)`).exec(text);
    if (!match?.[1]) throw new Error(`no ${path} link in ${text}`);
    return decodeURIComponent(match[1]);
  };

  it('stores the address pending with the consent (text, time, IP) and mails a confirmation link', async () => {
    const result = await subscribe.execute({ email: ' Lecteur@Example.FR ', locale: 'fr', ip: IP });

    expect(result).to.deep.equal({ ok: true, value: { message: 'newsletter_check_inbox' } });
    const stored = await kit.repos.newsletter.find('lecteur@example.fr');
    expect(stored).to.include({
      status: 'pending',
      email: 'lecteur@example.fr',
      subscribedAt: kit.clock.now(),
    });
    expect(await kit.repos.newsletter.listConfirmed()).to.deep.equal([]);
    expect(await kit.repos.newsletter.consentsOf('lecteur@example.fr')).to.deep.equal([
      {
        email: 'lecteur@example.fr',
        action: 'subscribe',
        at: kit.clock.now(),
        ip: IP,
        text: fr.newsletter_consent,
        locale: 'fr',
      },
    ]);
    expect(kit.mailer.sent).to.have.length(1);
    const [mail] = kit.mailer.sent;
    expect(mail?.to).to.equal('lecteur@example.fr');
    expect(mail?.subject).to.equal(fr.newsletter_confirm_email_subject);
    expect(linkToken(mail!.text, '/newsletter/confirmation')).to.equal(stored?.confirmToken);
    expect(mail?.html).to.contain('/newsletter/confirmation?token=');
  });

  it('answers the same for a confirmed address, and mails nothing', async () => {
    await subscribe.execute({ email: 'lecteur@example.fr', ip: IP });
    await confirm.execute({
      token: (await kit.repos.newsletter.find('lecteur@example.fr'))?.confirmToken,
      ip: IP,
    });
    kit.mailer.sent.length = 0;

    expect(await subscribe.execute({ email: 'LECTEUR@example.fr', ip: IP })).to.deep.equal({
      ok: true,
      value: { message: 'newsletter_check_inbox' },
    });
    expect(kit.mailer.sent).to.deep.equal([]);
    expect((await kit.repos.newsletter.find('lecteur@example.fr'))?.status).to.equal('confirmed');
  });

  it('confirms through the link: subscribed, recorded, and a welcome newsletter mail with its unsubscribe link', async () => {
    await subscribe.execute({ email: 'reader@example.com', locale: 'en', ip: IP });
    const token = linkToken(kit.mailer.sent[0]!.text, '/newsletter/confirmation');
    kit.clock.advance(DAY_MS);

    expect(await confirm.execute({ token, ip: '198.51.100.1' })).to.deep.equal({
      ok: true,
      value: { firstTime: true },
    });
    const stored = await kit.repos.newsletter.find('reader@example.com');
    expect(stored).to.include({ status: 'confirmed', confirmedAt: kit.clock.now() });
    expect((await kit.repos.newsletter.listConfirmed()).map((s) => s.email)).to.deep.equal([
      'reader@example.com',
    ]);
    const consents = await kit.repos.newsletter.consentsOf('reader@example.com');
    expect(consents.map((c) => [c.action, c.ip, c.locale])).to.deep.equal([
      ['subscribe', IP, 'en'],
      ['confirm', '198.51.100.1', 'en'],
    ]);
    const welcome = kit.mailer.sent[1]!;
    expect(welcome.subject).to.equal('Welcome to the Immo Enchères newsletter');
    expect(linkToken(welcome.text, '/newsletter/desinscription')).to.equal(stored?.unsubscribeToken);
    expect(welcome.headers).to.deep.equal({
      'List-Unsubscribe': `<${kit.siteUrl}/newsletter/desinscription?token=${encodeURIComponent(stored!.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // A second click: fine, no second welcome.
    expect(await confirm.execute({ token, ip: IP })).to.deep.equal({ ok: true, value: { firstTime: false } });
    expect(kit.mailer.sent).to.have.length(2);
  });

  it('refuses an expired link and an unknown one', async () => {
    await subscribe.execute({ email: 'lecteur@example.fr', ip: IP });
    const token = linkToken(kit.mailer.sent[0]!.text, '/newsletter/confirmation');
    kit.clock.advance(8 * DAY_MS);
    expect(await confirm.execute({ token, ip: IP })).to.deep.equal({
      ok: false,
      error: { code: 'newsletter_link_expired' },
    });
    expect(await confirm.execute({ token: 'nope', ip: IP })).to.deep.equal({
      ok: false,
      error: { code: 'newsletter_link_invalid' },
    });
    expect(await confirm.execute({ token: 42, ip: IP })).to.deep.equal({
      ok: false,
      error: { code: 'newsletter_link_invalid' },
    });
  });

  it('unsubscribes through the link: no longer confirmed, recorded; the old confirmation link is dead', async () => {
    await subscribe.execute({ email: 'lecteur@example.fr', ip: IP });
    const confirmToken = linkToken(kit.mailer.sent[0]!.text, '/newsletter/confirmation');
    await confirm.execute({ token: confirmToken, ip: IP });
    const unsubscribeToken = linkToken(kit.mailer.sent[1]!.text, '/newsletter/desinscription');

    expect(await leave.execute({ token: unsubscribeToken, ip: IP })).to.deep.equal({ ok: true, value: {} });
    expect(await leave.execute({ token: unsubscribeToken, ip: IP })).to.deep.equal({ ok: true, value: {} });
    expect(await kit.repos.newsletter.listConfirmed()).to.deep.equal([]);
    expect((await kit.repos.newsletter.consentsOf('lecteur@example.fr')).map((c) => c.action)).to.deep.equal([
      'subscribe',
      'confirm',
      'unsubscribe',
    ]);
    expect(await confirm.execute({ token: confirmToken, ip: IP })).to.deep.equal({
      ok: false,
      error: { code: 'newsletter_link_invalid' },
    });
    expect(await leave.execute({ token: 'nope', ip: IP })).to.deep.equal({
      ok: false,
      error: { code: 'newsletter_link_invalid' },
    });
  });

  it('refuses a malformed address and stores nothing', async () => {
    expect(await subscribe.execute({ email: 'lecteur@example', ip: IP })).to.deep.equal({
      ok: false,
      error: { code: 'email_invalid', field: 'email' },
    });
    expect(kit.state.newsletter.size).to.equal(0);
    expect(kit.mailer.sent).to.deep.equal([]);
  });
});
