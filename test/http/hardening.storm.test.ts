// The bid-integrity storm, on SQLite and MariaDB: 240 bids sent at once in waves by 24 buyers, each
// aiming at the price they last read plus a few steps. Every accepted bid is in the history; the
// history is strictly increasing, on the step grid, without a duplicate amount; the price is the last.
import { expect } from 'chai';
import { appendFileSync } from 'node:fs';
import { json } from '../support/http.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { onEachApiDatabase } from '../support/scratch-databases.js';
import { aSale, asBidder, bidPath, bidders, pollPath } from './auction-fixtures.js';

const BIDDERS = 24;
const WAVES = 4;
const PER_WAVE = 60;

onEachApiDatabase('http: hardening — bid-integrity storm', (kind) => {
  // Nested, so that its hooks run before the scratch database is dropped.
  describe('on the server', () => {
    let t: TestApi;
    before(async function () {
      this.timeout(60_000);
      t = await startTestApi({ databaseUrl: kind.url });
    });
    after(async () => t?.close());

    it(`keeps the history whole under ${WAVES * PER_WAVE} concurrent bids`, async function () {
      this.timeout(90_000);
      const sale = await aSale(t);
      const crowd = await bidders(t, sale, BIDDERS);
      const accepted: { id: number; amount: number }[] = [];
      let sent = 0;
      const unexpected: string[] = [];
      for (let wave = 0; wave < WAVES; wave += 1) {
        const seen = await json(await t.request('anonymous', 'GET', pollPath(sale)));
        const minimum: number = seen.AdditionalData.minimumBid;
        const responses = await Promise.all(
          Array.from({ length: PER_WAVE }, (_, i) => {
            sent += 1;
            return asBidder(t, crowd[i % BIDDERS]!, 'POST', bidPath(sale), {
              amount: minimum + (i % 6) * 1000,
            });
          }),
        );
        for (const res of responses) {
          const body = await json(res);
          if (res.status === 201) accepted.push(body);
          else if (res.status !== 409 && res.status !== 422)
            unexpected.push(`${res.status} ${JSON.stringify(body)}`);
        }
      }
      const poll = await json(await t.request('anonymous', 'GET', pollPath(sale)));
      const history: { id: number; amount: number }[] = poll['hydra:member'];
      let violations = 0;
      const amounts = new Set<number>();
      for (let i = 0; i < history.length; i += 1) {
        const bid = history[i]!;
        if (amounts.has(bid.amount)) violations += 1;
        amounts.add(bid.amount);
        if ((bid.amount - 250_000) % 1000 !== 0) violations += 1;
        if (i > 0 && !(bid.amount > history[i - 1]!.amount && bid.id > history[i - 1]!.id)) violations += 1;
      }
      const historyIds = new Set(history.map((b) => b.id));
      violations += accepted.filter((b) => !historyIds.has(b.id)).length;
      violations += history.length - accepted.length;
      if (poll.AdditionalData.currentPrice !== history[history.length - 1]?.amount) violations += 1;
      appendFileSync(
        '/tmp/hardening-storm.log',
        `${kind.name}: ${sent} bids sent, ${accepted.length} accepted, ${violations} violations\n`,
      );
      expect(unexpected).to.deep.equal([]);
      expect(sent).to.be.at.least(200);
      expect(accepted.length).to.be.at.least(WAVES);
      expect(violations).to.equal(0);
    });
  });
});
