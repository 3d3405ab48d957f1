import { expect } from 'chai';
import { encodeHeaderText, encodeQuotedPrintable } from '@immo/mail';

/** Deterministic pseudo-random texts (mulberry32): the same cases on every run. */
function randomTexts(seed: number, count: number): string[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Runs of characters that stress the encoder: spaces and tabs (trailing ones must be encoded),
  // '=' and '.', line breaks of every kind, 2-, 3- and 4-byte UTF-8 characters, "From ".
  const pieces = [' ', '\t', '=', '.', 'a', 'Z', '0', '\n', '\r\n', '\r', 'é', '€', '😀', 'From ', '…', '  '];
  return Array.from({ length: count }, () => {
    let text = '';
    const length = Math.floor(random() * 400);
    while (text.length < length) {
      text +=
        random() < 0.5 ? 'x'.repeat(Math.floor(random() * 90)) : pieces[Math.floor(random() * pieces.length)];
    }
    return text;
  });
}

/** Each physical line checked on its own, then the whole decoded: what a strict reader does. */
function decodeStrictly(encoded: string): string {
  const bytes: number[] = [];
  for (const line of encoded.split('\r\n')) {
    expect(line.length, line).to.be.at.most(76);
    expect(line, 'printable 7-bit only').to.match(/^[\x20-\x7e\t]*$/);
    expect(line, 'no trailing whitespace').not.to.match(/[ \t]$/);
    const soft = line.endsWith('=');
    const body = soft ? line.slice(0, -1) : line;
    expect(body, '= only in =XX').not.to.match(/=(?![0-9A-F]{2})/);
    const lineBytes = Buffer.from(
      body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
    // A soft break never splits a UTF-8 character: every line's bytes decode on their own.
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(lineBytes), line).not.to.throw();
    bytes.push(...lineBytes);
    if (!soft) bytes.push(13, 10);
  }
  return Buffer.from(bytes.slice(0, -2)).toString('utf8');
}

describe('MIME encoding', () => {
  it('writes any text as quoted-printable lines a strict reader decodes back to it', () => {
    for (const text of randomTexts(16, 1500)) {
      expect(decodeStrictly(encodeQuotedPrintable(text)), JSON.stringify(text)).to.equal(
        text.replace(/\r\n|\r|\n/g, '\r\n'),
      );
    }
  });

  it('encodes the first character of a line starting with "." or "From "', () => {
    expect(encodeQuotedPrintable('.\nFrom the notary\n..x\nFrom')).to.equal(
      '=2E\r\n=46rom the notary\r\n=2E.x\r\nFrom',
    );
  });

  it('writes header text as encoded words of at most 75 characters, each a whole number of characters', () => {
    for (const text of randomTexts(1611, 1000)) {
      const encoded = encodeHeaderText(text);
      const flat = text.replace(/[\r\n]+/g, ' ');
      if (!/^=\?UTF-8\?B\?/.test(encoded)) {
        expect(encoded).to.equal(flat);
        continue;
      }
      const words = encoded.split('\r\n ');
      const decoded = words.map((word) => {
        expect(word).to.match(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]*\?=$/);
        expect(word.length).to.be.at.most(75 - ' '.length);
        const bytes = Buffer.from(word.slice('=?UTF-8?B?'.length, -2), 'base64');
        return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      });
      expect(decoded.join(''), JSON.stringify(text)).to.equal(flat);
    }
  });

  it('writes empty text as nothing', () => {
    expect(encodeHeaderText('')).to.equal('');
    expect(encodeQuotedPrintable('')).to.equal('');
  });
});
