// E-mail through the outbox over real SMTP: a message whose send fails (the server is down) stays
// queued and goes once the server is back; none is lost, none is sent twice.
import { expect } from 'chai';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { outboxRetryDelayMs } from '@immo/core';
import { registrationForm } from '../../http/accounts-fixtures.js';
import { startTestApi, type TestApi } from '../../support/api-harness.js';
import { anOutbidSale } from '../../support/outbid-sale.js';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on `port` that keeps what it receives. */
async function smtpServerOn(
  port: number,
  options: { refusing?: () => boolean } = {},
): Promise<{ received: Received[]; refused: number; close(): Promise<void> }> {
  const received: Received[] = [];
  const counts = { refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refusing?.()) {
          counts.refused += 1;
          const busy = Object.assign(new Error('Service busy, try again later'), { responseCode: 451 });
          callback(busy);
          return;
        }
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    get refused() {
      return counts.refused;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the server on `port` once the outbox has tried `attempts` times, lets it retry, and checks that
 * one message went, to `to`, and nothing more later; that message.
 */
async function sentOnceWhenBack(t: TestApi, port: number, attempts: number, to: string): Promise<Received> {
  const smtp = await smtpServerOn(port);
  try {
    t.clock.advance(outboxRetryDelayMs(attempts));
    await t.api.infrastructure.outbox.idle();
    expect(smtp.received.map((mail) => mail.to)).to.deep.equal([[to]]);
    expect(await t.api.ports.repos.eventOutbox.countUndelivered()).to.equal(0);
    // Nothing more to send later.
    t.clock.advance(outboxRetryDelayMs(10));
    await t.api.infrastructure.outbox.idle();
    expect(smtp.received).to.have.length(1);
    return smtp.received[0]!;
  } finally {
    await smtp.close();
  }
}

const signUp = (t: TestApi, email: string) =>
  t.request('anonymous', 'POST', '/api/inscription', { json: registrationForm({ email }) });

describe('hosts/api: e-mail over SMTP through the outbox', function () {
  this.timeout(30_000);
  let port: number;
  let t: TestApi;
  beforeEach(async () => {
    port = await freePort();
    t = await startTestApi({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Immo Enchères <no-reply@immo.test>' },
    });
  });
  afterEach(() => t.close());

  it('sends at once when the server is up', async () => {
    const smtp = await smtpServerOn(port);
    try {
      expect((await signUp(t, 'lea.garnier@example.fr')).status).to.equal(201);
      expect(smtp.received.map((mail) => mail.to)).to.deep.equal([['lea.garnier@example.fr']]);
      expect(smtp.received[0]!.raw).to.match(/^Subject: Confirmez votre adresse email/m);
      expect(await t.api.ports.repos.eventOutbox.countUndelivered()).to.equal(0);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the message queued while the server is down and sends it, once, when it is back', async () => {
    // Down: the sign-up still succeeds, the message waits in the outbox.
    expect((await signUp(t, 'hugo.perrin@example.fr')).status).to.equal(201);
    expect(await t.api.ports.repos.eventOutbox.countUndelivered()).to.equal(1);
    // Still down at the first retry.
    t.clock.advance(outboxRetryDelayMs(1));
    await t.api.infrastructure.outbox.idle();
    expect(await t.api.ports.repos.eventOutbox.countUndelivered()).to.equal(1);

    await sentOnceWhenBack(t, port, 2, 'hugo.perrin@example.fr');
  });

  it('keeps a burst queued while the server answers 451 (temporarily refusing), then sends each once', async () => {
    let refusing = true;
    const smtp = await smtpServerOn(port, { refusing: () => refusing });
    try {
      const emails = ['ines.roux@example.fr', 'paul.meyer@example.fr', 'zoe.lambert@example.fr'];
      for (const email of emails) expect((await signUp(t, email)).status).to.equal(201);
      expect(await t.api.ports.repos.eventOutbox.countUndelivered()).to.equal(3);
      // Two more rounds refused: each message is kept, with its attempts and the server's answer.
      for (const attempt of [1, 2]) {
        t.clock.advance(outboxRetryDelayMs(attempt));
        await t.api.infrastructure.outbox.idle();
      }
      expect(await t.api.ports.repos.eventOutbox.countUndelivered()).to.equal(3);
      expect(smtp.refused).to.equal(9);

      refusing = false;
      t.clock.advance(outboxRetryDelayMs(3));
      await t.api.infrastructure.outbox.idle();
      expect(smtp.received.map((mail) => mail.to[0]).sort()).to.deep.equal(emails);
      expect(await t.api.ports.repos.eventOutbox.countUndelivered()).to.equal(0);
      t.clock.advance(outboxRetryDelayMs(10));
      await t.api.infrastructure.outbox.idle();
      expect(smtp.received).to.have.length(3);
      process.stdout.write(
        `      SMTP 451 burst: 3 messages, ${smtp.refused} refused attempts, then ${smtp.received.length} delivered once each, 0 lost\n`,
      );
    } finally {
      await smtp.close();
    }
  });

  it("sends the outbid notice with its bid's event: the event waits while the server is down, the mail goes once", async () => {
    const { auction, first, second } = await anOutbidSale(t.api.ports, {
      negotiator: 'negociateur.smtp@example.fr',
      first: 'camille.fabre@example.fr',
      second: 'louis.marchand@example.fr',
    });
    const { placeBid } = t.api.useCases;
    expect((await placeBid.execute({ viewer: first, auctionId: auction.id, amount: 250_000 })).ok).to.be.true;
    expect((await placeBid.execute({ viewer: second, auctionId: auction.id, amount: 251_000 })).ok).to.be
      .true;
    await t.api.infrastructure.outbox.idle();
    // The notice's mail is no outbox entry of its own: the BidPlaced event, whose delivery sends it, waits.
    const waiting = await t.api.infrastructure.database
      .knex('event_outbox')
      .whereNull('delivered_at')
      .select('topic', 'payload');
    expect(waiting.map(({ topic }: { topic: string }) => topic)).to.deep.equal(['domain-event']);
    expect(JSON.parse((waiting[0] as { payload: string }).payload)).to.include({ type: 'BidPlaced' });

    const mail = await sentOnceWhenBack(t, port, 1, 'camille.fabre@example.fr');
    expect(mail.raw).to.match(/^Subject: .*surench/m);
  });
});
