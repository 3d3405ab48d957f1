import { formatParisTimestampMicros, type ByteSource, type Property } from '@immo/core';
import { aPdfFile } from '@immo/core/testing';
import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import sinon from 'sinon';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { json } from '../support/http.js';
import { aSale, aStoredDocument, multipart, realJpeg, registerBuyer } from './media-fixtures.js';

const EN = { 'Accept-Language': 'en' };
const HOUR = 3_600_000;
const FINAL_PHASE = 36 * HOUR;

describe('http: documents (§2.2, §3.2, §6)', () => {
  let t: TestApi;
  let sale: Property;

  before(async () => {
    t = await startTestApi();
  });
  after(() => t.close());
  beforeEach(async () => {
    sale = await aSale(t);
  });

  const uploadDoc = (fields: Record<string, string>, bytes = aPdfFile(), headers = {}) =>
    t.request('negotiator', 'POST', `/v2/sell/documents/upload/${sale.id}`, {
      body: multipart({ bytes, name: 'scan.pdf', type: 'application/pdf' }, fields),
      headers,
    });

  describe('POST /v2/sell/documents/upload/{bienId}', () => {
    it('stores a PDF and answers 201 with the Document shape of the spec', async () => {
      const res = await uploadDoc({ nom: 'Titre de propriété.pdf', kind: 'titre_propriete', acces: 'false' });
      expect(res.status).to.equal(201);
      const body = await json(res);
      expect(body).to.deep.equal({
        id: body.id,
        nom: 'Titre de propriété.pdf',
        filetype: 'application/pdf',
        acces: false,
        date: { date: formatParisTimestampMicros(t.clock.now()) },
      });
      expect(body.date.date).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/);
      const stored = await t.api.ports.repos.documents.findById(body.id);
      expect(stored).to.deep.include({ kind: 'titre_propriete', free: false, size: aPdfFile().length });
    });

    it("takes acces 'true' as free, defaults the name to the file's and the kind to 'autre'", async () => {
      const body = await json(await uploadDoc({ acces: 'true' }));
      expect(body).to.include({ nom: 'scan.pdf', acces: true });
      expect(await t.api.ports.repos.documents.findById(body.id)).to.deep.include({ kind: 'autre' });
    });

    it('refuses what is not a PDF by its content, even named .pdf', async () => {
      const res = await uploadDoc({ acces: 'true' }, await realJpeg(100, 100));
      expect(res.status).to.equal(400);
      expect(await json(res)).to.deep.equal({
        error: {
          code: 'documents_pdf_only',
          message: 'Seuls les documents PDF sont acceptés',
          field: 'file',
        },
      });
      const en = await uploadDoc({ acces: 'true' }, new TextEncoder().encode('hello'), EN);
      expect((await json(en)).error.message).to.equal('Only PDF documents are accepted');
    });

    it('refuses a missing or unreadable acces, an unknown kind, an over-long name', async () => {
      const cases: [Record<string, string>, string, string][] = [
        [{}, 'field_required', 'acces'],
        [{ acces: 'oui' }, 'invalid_input', 'acces'],
        [{ acces: 'true', kind: 'photo' }, 'invalid_input', 'kind'],
        [{ acces: 'true', nom: 'x'.repeat(256) }, 'field_too_long', 'nom'],
      ];
      for (const [fields, code, field] of cases) {
        const res = await uploadDoc(fields);
        expect(res.status, JSON.stringify(fields)).to.equal(400);
        expect((await json(res)).error, JSON.stringify(fields)).to.deep.include({ code, field });
      }
    });

    it('refuses a file over 20 MB with 413, no file, an empty file, or a JSON body', async () => {
      const big = new Uint8Array(21 * 1024 * 1024);
      big.set(aPdfFile());
      const tooBig = await uploadDoc({ acces: 'true' }, big);
      expect(tooBig.status).to.equal(413);
      expect((await json(tooBig)).error.code).to.equal('payload_too_large');

      const noFile = await t.request('negotiator', 'POST', `/v2/sell/documents/upload/${sale.id}`, {
        body: multipart(null, { acces: 'true' }),
      });
      expect(noFile.status).to.equal(400);
      expect((await json(noFile)).error).to.deep.include({ code: 'field_required', field: 'file' });

      const empty = await uploadDoc({ acces: 'true' }, new Uint8Array(0));
      expect(empty.status).to.equal(400);

      const asJson = await t.request('negotiator', 'POST', `/v2/sell/documents/upload/${sale.id}`, {
        json: { acces: true },
      });
      expect(asJson.status).to.equal(415);
      expect(await t.api.ports.repos.documents.listByProperty(sale.id)).to.deep.equal([]);
    });

    it('stores the part from its temporary file, which is gone once the answer is sent', async () => {
      const storage = t.api.ports.storage;
      const original = storage.put.bind(storage);
      let existedWhileStored = false;
      const put = sinon.stub(storage, 'put').callsFake(async (key, source, contentType) => {
        existedWhileStored = existsSync((source as ByteSource & { filePath: string }).filePath);
        return original(key, source, contentType);
      });
      expect((await uploadDoc({ acces: 'true' })).status).to.equal(201);
      const source = put.firstCall.args[1] as ByteSource & { filePath: string };
      expect(source.size).to.equal(aPdfFile().length);
      expect(existedWhileStored).to.equal(true);
      expect(existsSync(source.filePath)).to.equal(false);
    });

    it('answers 404 for a malformed or unknown sale id', async () => {
      for (const id of ['abc', '99999']) {
        const res = await t.request('negotiator', 'POST', `/v2/sell/documents/upload/${id}`, {
          body: multipart({ bytes: aPdfFile(), name: 'a.pdf' }, { acces: 'true' }),
        });
        expect(res.status, id).to.equal(404);
      }
    });
  });

  describe('DELETE /v2/sell/documents/{documentId}', () => {
    it('removes the document and its file', async () => {
      const doc = await aStoredDocument(t, sale, { free: true });
      const res = await t.request('negotiator', 'DELETE', `/v2/sell/documents/${doc.id}`);
      expect(res.status).to.equal(200);
      expect(await json(res)).to.deep.equal({ id: doc.id });
      expect(await t.api.ports.storage.get(doc.storageKey)).to.equal(null);
      expect((await t.request('anonymous', 'GET', `/download/media/${doc.id}`)).status).to.equal(404);
      expect((await t.request('negotiator', 'DELETE', `/v2/sell/documents/${doc.id}`)).status).to.equal(404);
      expect((await t.request('negotiator', 'DELETE', '/v2/sell/documents/abc')).status).to.equal(404);
    });
  });

  describe('GET /api/bien/{bien}/documents', () => {
    const listAs = async (role: Parameters<TestApi['request']>[0], property = sale) => {
      const res = await t.request(role, 'GET', `/api/bien/${property.id}/documents`);
      expect(res.status).to.equal(200);
      const body = await json(res);
      return { names: body.documents.map((d: { nom: string }) => d.nom), button: body.showDocumentsButton };
    };

    it('shapes each document as { id, nom, filetype, acces, date: { date } }', async () => {
      const doc = await aStoredDocument(t, sale, {
        free: true,
        uploadedAt: Date.UTC(2026, 0, 15, 8, 5, 9, 123),
      });
      const body = await json(await t.request('anonymous', 'GET', `/api/bien/${sale.id}/documents`));
      expect(body).to.deep.equal({
        documents: [
          {
            id: doc.id,
            nom: 'Diagnostic énergétique.pdf',
            filetype: 'application/pdf',
            acces: true,
            date: { date: '2026-01-15 09:05:09.123000' },
          },
        ],
        showDocumentsButton: true,
      });
    });

    it('lists restricted documents to everyone while the sale is more than 36 h from its end', async () => {
      await aStoredDocument(t, sale, { free: true });
      await aStoredDocument(t, sale, { free: false });
      for (const role of ['anonymous', 'newUser', 'buyer', 'seller'] as const) {
        expect((await listAs(role)).names, role).to.have.length(2);
      }
    });

    it('within the last 36 h, lists restricted documents to registered buyers and staff only', async () => {
      const late = await aSale(t, FINAL_PHASE - HOUR);
      await registerBuyer(t, late);
      await aStoredDocument(t, late, { free: false, name: 'Titre.pdf' });
      expect(await listAs('buyer', late)).to.deep.equal({ names: ['Titre.pdf'], button: true });
      for (const role of ['negotiator', 'assistance', 'admin'] as const) {
        expect((await listAs(role, late)).names, role).to.deep.equal(['Titre.pdf']);
      }
      for (const role of ['anonymous', 'newUser', 'unverifiedBuyer', 'seller'] as const) {
        expect(await listAs(role, late), role).to.deep.equal({ names: [], button: false });
      }
      await aStoredDocument(t, late, { free: true, name: 'DPE.pdf' });
      expect(await listAs('anonymous', late)).to.deep.equal({ names: ['DPE.pdf'], button: true });
    });

    it('answers 404 for an unknown or malformed property id', async () => {
      for (const id of ['99999', 'abc']) {
        const res = await t.request('anonymous', 'GET', `/api/bien/${id}/documents`);
        expect(res.status).to.equal(404);
        expect((await json(res)).error.code).to.equal('not_found');
      }
    });
  });

  describe('GET /download/private/{id} (download_private)', () => {
    it('gives a free document to anyone as a PDF attachment with its UTF-8 name', async () => {
      const doc = await aStoredDocument(t, sale, { free: true, name: 'Diagnostic énergétique' });
      const res = await t.request('anonymous', 'GET', `/download/private/${doc.id}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('application/pdf');
      expect(res.headers.get('content-disposition')).to.equal(
        `attachment; filename="Diagnostic energetique.pdf"; filename*=UTF-8''Diagnostic%20%C3%A9nerg%C3%A9tique.pdf`,
      );
      expect(new Uint8Array(await res.arrayBuffer())).to.deep.equal(aPdfFile());

      const odd = await aStoredDocument(t, sale, { free: true, name: 'Plan "RDC" 🏠.PDF' });
      const oddRes = await t.request('anonymous', 'GET', `/download/private/${odd.id}`);
      expect(oddRes.status).to.equal(200);
      expect(oddRes.headers.get('content-disposition')).to.equal(
        `attachment; filename="Plan \\"RDC\\" __.PDF"; filename*=UTF-8''Plan%20%22RDC%22%20%F0%9F%8F%A0.PDF`,
      );
    });

    it('gives a restricted document to a registered buyer and to staff, never to a shared cache', async () => {
      await registerBuyer(t, sale);
      const doc = await aStoredDocument(t, sale, { free: false });
      for (const role of ['buyer', 'negotiator', 'assistance', 'admin'] as const) {
        const res = await t.request(role, 'GET', `/download/private/${doc.id}`);
        expect(res.status, role).to.equal(200);
        expect(res.headers.get('cache-control')).to.equal('private, no-store');
      }
    });

    it('answers an anonymous script 401 with the bienId to send the visitor to log in', async () => {
      const doc = await aStoredDocument(t, sale, { free: false });
      const res = await t.request('anonymous', 'GET', `/download/private/${doc.id}`);
      expect(res.status).to.equal(401);
      expect(await json(res)).to.deep.equal({
        error: {
          code: 'unauthenticated',
          message: 'Vous devez être connecté',
          bienId: sale.id,
          redirectUrl: `/compte-36h-immo.html?documentBien=${sale.id}`,
        },
      });
      const en = await t.request('anonymous', 'GET', `/download/private/${doc.id}`, { headers: EN });
      expect((await json(en)).error.message).to.equal('You must be logged in');
    });

    it('redirects an anonymous browser navigation straight to the login page', async () => {
      const doc = await aStoredDocument(t, sale, { free: false });
      const res = await fetch(`${t.url}/download/private/${doc.id}`, {
        headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
        redirect: 'manual',
      });
      expect(res.status).to.equal(302);
      expect(res.headers.get('location')).to.equal(`/compte-36h-immo.html?documentBien=${sale.id}`);
    });

    it("asks a ROLE_USER not registered to register: 'Veuillez vous inscrire à ce bien…'", async () => {
      const doc = await aStoredDocument(t, sale, { free: false });
      for (const role of ['newUser', 'unverifiedBuyer', 'buyer'] as const) {
        const res = await t.request(role, 'GET', `/download/private/${doc.id}`);
        expect(res.status, role).to.equal(403);
        expect(await json(res)).to.deep.equal({
          error: {
            code: 'documents_registration_required',
            message: 'Veuillez vous inscrire à ce bien pour télécharger le document.',
            bienId: sale.id,
          },
        });
      }
      const en = await t.request('newUser', 'GET', `/download/private/${doc.id}`, { headers: EN });
      expect((await json(en)).error.message).to.equal(
        'Please register for this property to download the document.',
      );
    });

    it('refuses an account without ROLE_USER (a seller) and answers 404 for unknown ids', async () => {
      const doc = await aStoredDocument(t, sale, { free: false });
      const seller = await t.request('seller', 'GET', `/download/private/${doc.id}`);
      expect(seller.status).to.equal(403);
      expect((await json(seller)).error.code).to.equal('forbidden');
      for (const id of ['99999', 'abc']) {
        expect((await t.request('buyer', 'GET', `/download/private/${id}`)).status, id).to.equal(404);
      }
    });
  });

  describe('GET /download/media/{id}', () => {
    /** The storage answers `file` for `key` (and as it would for any other key). */
    const serveAs = (key: string, file: ByteSource & { contentType: string }) => {
      const storage = t.api.ports.storage;
      const original = storage.get.bind(storage);
      sinon
        .stub(storage, 'get')
        .callsFake((asked) => (asked === key ? Promise.resolve(file) : original(asked)));
    };

    it('gives a free document to anyone, cacheable', async () => {
      const doc = await aStoredDocument(t, sale, { free: true });
      const res = await t.request('anonymous', 'GET', `/download/media/${doc.id}`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.equal('application/pdf');
      expect(res.headers.get('cache-control')).to.equal('public, max-age=3600');
      expect(res.headers.get('content-disposition')).to.match(/^attachment; /);
    });

    it('sends the file as it is read: a client that takes 1 MB of 50 and leaves pulled a few MB, then the read closes', async function () {
      this.timeout(60_000);
      const doc = await aStoredDocument(t, sale, { free: true });
      const size = 50 * 1024 * 1024;
      const chunk = 64 * 1024;
      let pulled = 0;
      let closed = false;
      const lazy = {
        size,
        contentType: 'application/pdf',
        async *chunks() {
          try {
            for (let sent = 0; sent < size; sent += chunk) {
              pulled += chunk;
              yield new Uint8Array(chunk);
            }
          } finally {
            closed = true;
          }
        },
      };
      serveAs(doc.storageKey, lazy);
      const report = sinon.spy(t.api.ports.errors, 'report');

      const { length, pulledAtOneMegabyte } = await new Promise<{
        length: string;
        pulledAtOneMegabyte: number;
      }>((resolve, reject) => {
        const request = get(`${t.url}/download/media/${doc.id}`, (res) => {
          let received = 0;
          res.on('data', (data: Buffer) => {
            received += data.length;
            if (received < 1024 * 1024) return;
            res.pause();
            const pulledAtOneMegabyte = pulled;
            // Whatever the server still pulls while the client takes nothing is backpressure's slack.
            setTimeout(() => {
              resolve({ length: String(res.headers['content-length']), pulledAtOneMegabyte });
              request.destroy();
            }, 300);
          });
        });
        request.on('error', (error) => (closed ? undefined : reject(error)));
      });
      expect(length).to.equal(String(size));
      // A body gathered first would have pulled all 50 MB before the first byte left.
      expect(pulledAtOneMegabyte).to.be.below(20 * 1024 * 1024);
      expect(pulled).to.be.below(20 * 1024 * 1024);
      const deadline = Date.now() + 10_000;
      while (!closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(closed, 'the storage read closed with the response').to.equal(true);
      expect(report.callCount, 'a client that left is no failure').to.equal(0);
    });

    it('answers a file that cannot be read 500 in JSON, and reports a read that breaks off midway', async () => {
      const doc = await aStoredDocument(t, sale, { free: true });
      const failing = (afterBytes: number) => ({
        size: 1024 * 1024,
        contentType: 'application/pdf',
        async *chunks() {
          if (afterBytes > 0) yield new Uint8Array(afterBytes);
          throw new Error('the disk went away');
        },
      });
      serveAs(doc.storageKey, failing(0));
      const report = sinon.stub(t.api.ports.errors, 'report');
      const unreadable = await t.request('anonymous', 'GET', `/download/media/${doc.id}`);
      expect(unreadable.status).to.equal(500);
      expect((await json(unreadable)).error.code).to.equal('unexpected_error');
      expect(report.callCount).to.equal(1);

      sinon.restore();
      serveAs(doc.storageKey, failing(64 * 1024));
      const reportMidway = sinon.stub(t.api.ports.errors, 'report');
      const cut = await t.request('anonymous', 'GET', `/download/media/${doc.id}`);
      expect(cut.status).to.equal(200);
      expect(
        await cut.arrayBuffer().then(
          () => 'whole',
          () => 'cut short',
        ),
      ).to.equal('cut short');
      const deadline = Date.now() + 10_000;
      while (reportMidway.callCount === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect((reportMidway.firstCall.args[0] as Error).message).to.equal('the disk went away');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reportMidway.callCount, 'reported once').to.equal(1);
    });

    it('answers a Range with that part (206), one past the end 416 in JSON, and the whole file to If-Range', async () => {
      const doc = await aStoredDocument(t, sale, { free: true });
      const pdf = aPdfFile();
      const path = `/download/media/${doc.id}`;
      const whole = await t.request('anonymous', 'GET', path);
      expect(whole.headers.get('accept-ranges')).to.equal('bytes');

      const part = await t.request('anonymous', 'GET', path, { headers: { Range: 'bytes=5-9' } });
      expect(part.status).to.equal(206);
      expect(part.headers.get('content-range')).to.equal(`bytes 5-9/${pdf.length}`);
      expect(part.headers.get('content-length')).to.equal('5');
      expect(new Uint8Array(await part.arrayBuffer())).to.deep.equal(pdf.subarray(5, 10));

      const tail = await t.request('anonymous', 'GET', path, { headers: { Range: 'bytes=-4' } });
      expect(new Uint8Array(await tail.arrayBuffer())).to.deep.equal(pdf.subarray(pdf.length - 4));

      const past = await t.request('anonymous', 'GET', path, {
        headers: { Range: `bytes=${pdf.length}-`, ...EN },
      });
      expect(past.status).to.equal(416);
      expect(past.headers.get('content-range')).to.equal(`bytes */${pdf.length}`);
      expect(await json(past)).to.deep.equal({
        error: { code: 'range_not_satisfiable', message: 'The requested part of the file does not exist' },
      });

      const stale = await t.request('anonymous', 'GET', path, {
        headers: { Range: 'bytes=5-9', 'If-Range': '"an-old-version"' },
      });
      expect(stale.status).to.equal(200);
      expect(new Uint8Array(await stale.arrayBuffer())).to.deep.equal(pdf);
    });

    it('answers 404 for a restricted document, whoever asks, as for an unknown one', async () => {
      await registerBuyer(t, sale);
      const doc = await aStoredDocument(t, sale, { free: false });
      for (const role of ['anonymous', 'buyer', 'admin'] as const) {
        const res = await t.request(role, 'GET', `/download/media/${doc.id}`);
        expect(res.status, role).to.equal(404);
        expect((await json(res)).error.code).to.equal('not_found');
      }
      expect((await t.request('anonymous', 'GET', '/download/media/99999')).status).to.equal(404);
    });
  });
});
