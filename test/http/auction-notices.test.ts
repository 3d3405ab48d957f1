// The e-mails an auction sends its bidders, through the outbox, as the composed API sends them.
import { expect } from 'chai';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { outboxOf } from '../support/outbox.js';
import { aSale, asBidder, bidPath, bidders, type LiveSale } from './auction-fixtures.js';

describe('http: auction notices by e-mail', () => {
  let t: TestApi;
  let sale: LiveSale;
  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(async () => {
    sale = await aSale(t);
  });

  it('tells the previous leader he has been outbid, once the bid is through', async () => {
    const [first, second] = await bidders(t, sale, 2);
    expect((await asBidder(t, first!, 'POST', bidPath(sale), { amount: 250_000 })).status).to.equal(201);
    expect((await asBidder(t, second!, 'POST', bidPath(sale), { amount: 252_000 })).status).to.equal(201);
    await t.api.infrastructure.outbox.idle();

    const notices = (await outboxOf(t)).filter((mail) => mail.subject.startsWith('Vous avez été surenchéri'));
    expect(notices.map((mail) => mail.to)).to.deep.equal([first!.user.email]);
    expect(notices[0]!.text).to.include('252\u202f000\u00a0€');
  });
});
