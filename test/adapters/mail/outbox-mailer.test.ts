import { expect } from 'chai';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailer, encodeQuotedPrintable, type OutboxEntry } from '@immo/mail';

const NOW = Date.UTC(2026, 10, 21, 9, 30, 15, 250);

/** An independent reader of what the mailer writes: headers unfolded, RFC 2047 words and QP decoded. */
function parseEml(eml: string) {
  const [head = '', ...rest] = eml.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]/g, '\u0000').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\r\n\r\n') };
}

const decodeWords = (value: string) =>
  value
    .split('\u0000')
    .map((part) =>
      part
        .trim()
        .replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/g, (_, b64: string) =>
          Buffer.from(b64, 'base64').toString('utf8'),
        ),
    )
    .join('');

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    if (joined[index] === '=') {
      bytes.push(parseInt(joined.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

describe('OutboxMailer', () => {
  let dir: string;
  let now: number;
  let mailer: OutboxMailer;
  beforeEach(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'immo-outbox-')), 'outbox');
    now = NOW;
    mailer = new OutboxMailer({
      directory: dir,
      from: 'Immo Enchères <no-reply@immo-encheres.fr>',
      now: () => now,
    });
  });
  afterEach(() => rm(join(dir, '..'), { recursive: true, force: true }));

  const files = async () => (await readdir(dir)).sort();
  const lastEml = async () =>
    readFile(join(dir, (await files()).filter((name) => name.endsWith('.eml')).pop() ?? ''), 'utf8');

  it('has written an .eml and its .json twin, in a folder it creates, when send resolves', async () => {
    await mailer.send({ to: 'acheteur@example.fr', subject: 'Bienvenue', text: 'Bonjour' });
    const names = await files();
    expect(names).to.have.length(2);
    const [eml, json] = names;
    expect(eml).to.match(/^20261121T093015250Z-\d{6}-[0-9a-f]{12}\.eml$/);
    expect(json).to.equal(eml?.replace(/\.eml$/, '.json'));
  });

  it('names files so that sorting them by name sorts them by time, even within one millisecond', async () => {
    const subjects = ['premier', 'deuxième', 'troisième', 'quatrième'];
    for (const [index, subject] of subjects.entries()) {
      now = NOW + (index < 2 ? 0 : index * 1000);
      await mailer.send({ to: 'a@example.fr', subject, text: subject });
    }
    const jsons = (await files()).filter((name) => name.endsWith('.json'));
    const order = await Promise.all(
      jsons.map(async (name) => (JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxEntry).subject),
    );
    expect(order).to.deep.equal(subjects);
  });

  it('writes RFC 5322 headers with a UTF-8 encoded subject and sender name', async () => {
    await mailer.send({ to: 'acheteur@example.fr', subject: 'Votre enchère a été dépassée', text: 'x' });
    const eml = await lastEml();
    const { headers } = parseEml(eml);
    expect(decodeWords(headers.get('subject') ?? '')).to.equal('Votre enchère a été dépassée');
    expect(headers.get('subject')).to.match(/^=\?UTF-8\?B\?/);
    expect(decodeWords(headers.get('from') ?? '')).to.equal('Immo Enchères <no-reply@immo-encheres.fr>');
    expect(headers.get('to')).to.equal('acheteur@example.fr');
    expect(headers.get('date')).to.equal('Sat, 21 Nov 2026 09:30:15 +0000');
    expect(headers.get('message-id')).to.match(
      /^<20261121T093015250Z-\d{6}-[0-9a-f]{12}@immo-encheres\.fr>$/,
    );
    expect(headers.get('mime-version')).to.equal('1.0');
    expect(headers.get('content-type')).to.equal('text/plain; charset=UTF-8');
    expect(headers.get('content-transfer-encoding')).to.equal('quoted-printable');
  });

  it('writes a 7-bit file of CRLF lines no longer than 76 characters', async () => {
    const text = `Bonjour Élodie,\n\n${'Votre offre de 250 000 € sur le bien réf. 12345 a bien été enregistrée. '.repeat(5)}\nÀ bientôt.`;
    await mailer.send({ to: 'a@example.fr', subject: `${'Très long sujet accentué, '.repeat(6)}fin`, text });
    const eml = await lastEml();
    expect([...eml].every((character) => character.charCodeAt(0) < 128)).to.equal(true);
    expect(eml.replace(/\r\n/g, '')).not.to.match(/[\r\n]/);
    for (const line of eml.split('\r\n')) expect(line.length, line).to.be.at.most(76);
  });

  it('keeps the text body exactly: accents, euro sign, long lines, trailing spaces, = signs', async () => {
    const text = `Prix : 250 000 € = 1 % de frais ?  \nLigne finale avec espace \n${'é'.repeat(100)}\n.\nFrom the notary`;
    await mailer.send({ to: 'a@example.fr', subject: 'Prix', text });
    expect(decodeQuotedPrintable(parseEml(await lastEml()).body).replace(/\r\n$/, '')).to.equal(
      text.replace(/\n/g, '\r\n'),
    );
  });

  it('writes text and HTML as multipart/alternative', async () => {
    await mailer.send({
      to: 'a@example.fr',
      subject: 'Offre',
      text: 'Offre acceptée',
      html: '<p>Offre <strong>acceptée</strong></p>',
    });
    const { headers, body } = parseEml(await lastEml());
    const boundary = /boundary="([^"]+)"/.exec(headers.get('content-type') ?? '')?.[1] ?? '';
    expect(headers.get('content-type')).to.match(/^multipart\/alternative; /);
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parseEml(part.replace(/^\r\n/, '')));
    expect(parts.map((part) => part.headers.get('content-type'))).to.deep.equal([
      'text/plain; charset=UTF-8',
      'text/html; charset=UTF-8',
    ]);
    expect(parts.map((part) => decodeQuotedPrintable(part.body.replace(/\r\n$/, '')))).to.deep.equal([
      'Offre acceptée',
      '<p>Offre <strong>acceptée</strong></p>',
    ]);
    expect(body.trimEnd().endsWith(`--${boundary}--`)).to.equal(true);
  });

  it('writes the message as JSON next to it', async () => {
    await mailer.send({
      to: 'a@example.fr',
      subject: 'Visite validée',
      text: 'Le 21/11/2026 à 10h',
      html: '<p>ok</p>',
    });
    const [eml, json] = await files();
    const entry = JSON.parse(await readFile(join(dir, json ?? ''), 'utf8')) as OutboxEntry;
    expect(entry).to.deep.include({
      to: 'a@example.fr',
      subject: 'Visite validée',
      text: 'Le 21/11/2026 à 10h',
      html: '<p>ok</p>',
      date: '2026-11-21T09:30:15.250Z',
      eml,
    });
    expect(entry.messageId).to.equal(parseEml(await lastEml()).headers.get('message-id'));
  });

  it('cannot be made to add headers through the subject', async () => {
    await mailer.send({ to: 'a@example.fr', subject: 'Bonjour\r\nBcc: victime@example.fr', text: 'x' });
    const { headers } = parseEml(await lastEml());
    expect(headers.has('bcc')).to.equal(false);
    expect(headers.get('subject')).to.equal('Bonjour Bcc: victime@example.fr');
  });

  it('refuses a recipient that is not one plain address, writing nothing', async () => {
    for (const to of [
      'a@example.fr\r\nBcc: b@example.fr',
      'a@example.fr, b@example.fr',
      'pas une adresse',
      '',
    ]) {
      let failure: unknown;
      await mailer.send({ to, subject: 's', text: 't' }).catch((error: unknown) => (failure = error));
      expect(failure, to).to.be.instanceOf(Error);
    }
    expect(await readdir(join(dir, '..'))).to.deep.equal([]);
  });

  it('encodes quoted-printable as RFC 2045 says', () => {
    expect(encodeQuotedPrintable('a=b')).to.equal('a=3Db');
    expect(encodeQuotedPrintable('é')).to.equal('=C3=A9');
    expect(encodeQuotedPrintable('fin ')).to.equal('fin=20');
    expect(encodeQuotedPrintable('x'.repeat(80))).to.equal(`${'x'.repeat(75)}=\r\n${'x'.repeat(5)}`);
    // A soft break never splits an =XX sequence.
    expect(encodeQuotedPrintable(`${'x'.repeat(74)}é`)).to.equal(`${'x'.repeat(74)}=\r\n=C3=A9`);
  });
});
