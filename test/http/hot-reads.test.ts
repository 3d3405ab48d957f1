// The poll, the property page and the home list answered ahead of the middlewares (hot-reads.ts) give what the whole
// chain gives: each request below is sent twice, as is and with a query string (which always goes the
// whole chain's way), and the two answers compared header by header and byte by byte.
import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { startTestApi, type RoleName, type TestApi } from '../support/api-harness.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';
import { aSale, asBidder, bidPath, bidders, pollPath, register, type LiveSale } from './auction-fixtures.js';

/** Status, headers (but the date), the head's lines as sent (names, order) and raw bytes of a GET. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; lines: string[]; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const { date: _date, ...rest } = res.headers;
          const lines: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            if (res.rawHeaders[i]!.toLowerCase() !== 'date')
              lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
          resolve({ status: res.statusCode ?? 0, headers: rest, lines, body: Buffer.concat(chunks) });
        });
      })
        .on('error', reject)
        .end();
    },
  );
}

onEachApiDatabase('http: the hot reads', (kind) =>
  describe('answer as the whole chain does', () => {
    let t: TestApi;
    let sale: LiveSale;
    before(async function () {
      this.timeout(60_000);
      t = await startTestApi({ databaseUrl: kind.url });
      sale = await aSale(t);
      await register(t, sale, t.actors.buyer.user.id);
      const [bidder] = await bidders(t, sale, 1);
      for (const amount of [251_000, 252_000])
        expect((await asBidder(t, bidder!, 'POST', bidPath(sale), { amount })).status).to.equal(201);
      // The search index settled (the outbox reindexes after each bid): the list compared stays one.
      await t.api.useCases.reindexProperty.execute({ propertyId: sale.property.id });
      await t.api.infrastructure.outbox.idle();
    });
    after(() => t.close());

    const tokenOf = (role: RoleName, cookie: boolean): Record<string, string> => {
      if (role === 'anonymous') return {};
      const { token } = t.actors[role];
      return cookie ? { cookie: `BEARER=${token}` } : { authorization: `Bearer ${token}` };
    };

    const same = async (path: string, headers: Record<string, string>) => {
      // The first request fills what is kept (the snapshot, the page, the viewer cache's check).
      await rawGet(`${t.url}${path}`, headers);
      const hot = await rawGet(`${t.url}${path}`, headers);
      // The list's query is checked: its default page said out loud.
      const whole = await rawGet(
        `${t.url}${path}?${path === '/api/biens' ? 'page=1' : 'through=chain'}`,
        headers,
      );
      expect(hot.status, path).to.equal(whole.status);
      expect(hot.headers, path).to.deep.equal(whole.headers);
      expect(hot.lines, path).to.deep.equal(whole.lines);
      expect(hot.body.equals(whole.body), `${path} ${JSON.stringify(headers)}`).to.equal(true);
      return hot;
    };

    for (const role of ['anonymous', 'buyer', 'negotiator', 'seller'] as const)
      for (const cookie of role === 'anonymous' ? [false] : [false, true])
        it(`${role}${cookie ? ' (cookie)' : ''}: the poll, the page and the list, plain, gzip, in English`, async () => {
          for (const path of [pollPath(sale), `/api/bien/${sale.property.id}/page`, '/api/biens'])
            for (const extra of [
              {},
              { 'accept-encoding': 'gzip' },
              { 'accept-language': 'en' },
              { cookie: 'locale=en' },
            ] as Record<string, string>[]) {
              const headers = { ...tokenOf(role, cookie), ...extra };
              if (cookie && 'cookie' in extra)
                headers.cookie = `${extra.cookie}; ${tokenOf(role, true).cookie}`;
              const answer = await same(path, headers);
              expect(answer.status).to.equal(200);
              if (role !== 'anonymous') expect(answer.headers['cache-control']).to.equal('no-store');
            }
        });

    it('an unknown id, a malformed one, a bad token: the same errors, translated, the bad cookie cleared', async () => {
      for (const path of ['/api/bien/currentauction/999999', '/api/bien/999999/page', '/api/bien/0x1/page']) {
        const answer = await same(path, { 'accept-language': 'en' });
        expect(answer.status).to.equal(404);
        expect(JSON.parse(answer.body.toString()).error.code).to.equal('not_found');
      }
      const badCookie = await same(pollPath(sale), { cookie: 'BEARER=not-a-token' });
      expect(String(badCookie.headers['set-cookie'])).to.match(/^BEARER=;/);
    });
  }),
);
