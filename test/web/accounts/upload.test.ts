import { ApiError } from '@immo/kit';
import { expect } from 'chai';
import sinon from 'sinon';
import { uploadFile } from '../../../microfrontends/accounts/src/upload.js';

/** Just enough of XMLHttpRequest for one upload, driven by the test. */
class FakeRequest {
  static last: FakeRequest | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === null ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

describe('web: accounts — the upload of a file to the buyer file', () => {
  // Put back exactly what was there: a global left as `undefined` still counts as present ('in'),
  // which broke later suites that look for XMLHttpRequest (Sentry's browser integrations).
  let original: PropertyDescriptor | undefined;
  beforeEach(() => {
    original = Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest');
    (globalThis as Record<string, unknown>).XMLHttpRequest = FakeRequest;
  });
  afterEach(() => {
    if (original) Object.defineProperty(globalThis, 'XMLHttpRequest', original);
    else delete (globalThis as Record<string, unknown>).XMLHttpRequest;
  });

  it('posts the file as multipart `file` with the cookie, reports the progress, resolves with the answer', async () => {
    const progress = sinon.spy();
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const done = uploadFile('/api/bien/12/dossier/piece-identite', file, progress);
    const request = FakeRequest.last!;
    expect([request.method, request.url, request.withCredentials]).to.deep.equal([
      'POST',
      '/api/bien/12/dossier/piece-identite',
      true,
    ]);
    expect((request.body as FormData).get('file')).to.be.instanceOf(Blob);
    request.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    request.answer(200, { id: 40 });
    expect(await done).to.deep.equal({ id: 40 });
    expect(progress.args).to.deep.equal([[0.25], [1]]);
  });

  it("fails with the server's error as an ApiError, and a network failure as status 0", async () => {
    const refused = uploadFile('/x', new Blob(['x']), () => {});
    FakeRequest.last!.answer(400, {
      error: { code: 'buyer_upload_type', message: 'Seuls les fichiers PDF…' },
    });
    const error = (await refused.catch((e: unknown) => e)) as ApiError;
    expect([error.name, error.status, error.code, error.message]).to.deep.equal([
      'ApiError',
      400,
      'buyer_upload_type',
      'Seuls les fichiers PDF…',
    ]);

    const lost = uploadFile('/x', new Blob(['x']), () => {});
    FakeRequest.last!.onerror?.();
    const network = (await lost.catch((e: unknown) => e)) as ApiError;
    expect([network.status, network.code]).to.deep.equal([0, 'network_error']);
  });
});
