import { ApiError, apiRequest, onUnauthorized } from '@immo/kit';
import { expect } from 'chai';
import sinon from 'sinon';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The ApiError the call rejects with, or a failure when it resolves. */
async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call resolved');
}

describe("web: kit — the API client's statuses", () => {
  const accept200To226 = (status: number) => status >= 200 && status <= 226;

  it('any 2xx succeeds without acceptStatus, as every existing caller expects', async () => {
    sinon.stub(globalThis, 'fetch').resolves(answer(227, { value: 'kept' }));
    expect(await apiRequest('/api/bien/3', { method: 'PUT', json: {} })).to.deep.equal({ value: 'kept' });
  });

  it('acceptStatus keeps the 2xx it accepts', async () => {
    sinon.stub(globalThis, 'fetch').resolves(answer(226, { value: 'kept' }));
    const body = await apiRequest('/api/bien/3', { method: 'PUT', acceptStatus: accept200To226 });
    expect(body).to.deep.equal({ value: 'kept' });
  });

  it('a 2xx acceptStatus refuses rejects with an ApiError carrying the status and the body', async () => {
    sinon.stub(globalThis, 'fetch').resolves(answer(227, { value: 'sent' }));
    const error = await refusal(apiRequest('/api/bien/3', { method: 'PUT', acceptStatus: accept200To226 }));
    expect([error.status, error.code, error.message]).to.deep.equal([227, 'http_227', '']);
    expect(error.body).to.deep.equal({ value: 'sent' });
  });

  it('acceptStatus only narrows: an error status still fails, with the server’s words', async () => {
    sinon
      .stub(globalThis, 'fetch')
      .resolves(answer(403, { error: { code: 'forbidden', message: 'Interdit' } }));
    const error = await refusal(apiRequest('/api/bien/3', { acceptStatus: () => true }));
    expect([error.status, error.code, error.message]).to.deep.equal([403, 'forbidden', 'Interdit']);
  });

  it('a refused 2xx is not a lost session (no onUnauthorized)', async () => {
    sinon.stub(globalThis, 'fetch').resolves(answer(202, null));
    const lostSession = sinon.spy();
    const stop = onUnauthorized(lostSession);
    try {
      await refusal(apiRequest('/api/bien/3', { acceptStatus: (status) => status === 200 }));
      expect(lostSession.called).to.equal(false);
    } finally {
      stop();
    }
  });
});
