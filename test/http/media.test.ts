import { readAllBytes, type Property } from '@immo/core';
import { aPdfFile } from '@immo/core/testing';
import { expect } from 'chai';
import sinon from 'sinon';
import { heicContainer } from '../adapters/images/heic-fixture.js';
import { startTestApi, type TestApi } from '../support/api-harness.js';
import { json } from '../support/http.js';
import {
  aSale,
  aStoredPhoto,
  imageWidthOf,
  multipart,
  realJpeg,
  realPng,
  type FilePart,
} from './media-fixtures.js';

const EN = { 'Accept-Language': 'en' };

describe('http: photos (§2.1 Photos tab, §5.5, §7)', () => {
  let t: TestApi;
  let sale: Property;
  let jpeg: Uint8Array;

  before(async () => {
    t = await startTestApi();
    jpeg = await realJpeg(2400, 1600);
  });
  after(() => t.close());
  beforeEach(async () => {
    sale = await aSale(t);
  });

  const upload = (part: FilePart | null, fields: Record<string, string> = {}, headers = {}) =>
    t.request('negotiator', 'POST', `/v2/sell/photos/upload-single/${sale.id}`, {
      body: multipart(part, fields),
      headers,
    });
  const images = async (bienId = sale.id) =>
    (await json(await t.request('anonymous', 'GET', `/v2/sell/photos/get-photos-bien/${bienId}`))).data
      .images as { id: number; legend: string; position: number; width: number; height: number }[];

  describe('POST /v2/sell/photos/upload-single/{bienId}', () => {
    it('stores a JPEG and answers id, data.url, data.size and data.originalName', async () => {
      const res = await upload(
        { bytes: jpeg, name: 'IMG_2041.jpg', type: 'image/jpeg' },
        { fileName: 'salon.jpg', priority: '0' },
      );
      expect(res.status).to.equal(200);
      const body = await json(res);
      expect(body).to.have.all.keys('id', 'data');
      expect(body.data).to.have.all.keys('url', 'size', 'originalName');
      expect(body.data.url).to.equal(`/media/photos/${body.id}`);
      expect(body.data.originalName).to.equal('salon.jpg');
      expect(body.data.size).to.be.a('number').greaterThan(0);
      expect(await images()).to.deep.equal([
        {
          id: body.id,
          url: `/media/photos/${body.id}`,
          legend: '',
          size: body.data.size,
          width: 2400,
          height: 1600,
          position: 0,
        },
      ]);
    });

    it('takes a PNG by content, stores it as a JPEG, and puts it at its priority', async () => {
      const first = await json(await upload({ bytes: jpeg, name: 'a.jpg' }, { fileName: 'a.jpg' }));
      const png = await json(
        await upload(
          { bytes: await realPng(), name: 'plan.png', type: 'image/png' },
          { fileName: 'plan.png', priority: '0' },
        ),
      );
      expect((await images()).map((i) => [i.id, i.position])).to.deep.equal([
        [png.id, 0],
        [first.id, 1],
      ]);
      const stored = await t.api.ports.repos.photos.findById(png.id);
      const file = await t.api.ports.storage.get(stored!.storageKey);
      expect(file!.contentType).to.equal('image/jpeg');
      expect([...(await readAllBytes(file!, { start: 0, end: 2 }))]).to.deep.equal([0xff, 0xd8, 0xff]);
    });

    it("falls back on the file part's name when fileName is absent, and keeps a legend sent with it", async () => {
      const body = await json(await upload({ bytes: jpeg, name: 'façade.jpg' }, { legend: ' Façade sud ' }));
      expect(body.data.originalName).to.equal('façade.jpg');
      expect((await images())[0]!.legend).to.equal('Façade sud');
    });

    it("refuses what is not a PNG/JPEG by content: 'Seuls les fichiers PNG/JPEG sont acceptés'", async () => {
      for (const part of [
        { bytes: new TextEncoder().encode('pas une image'), name: 'photo.jpg', type: 'image/jpeg' },
        { bytes: aPdfFile(), name: 'scan.jpg', type: 'image/jpeg' },
        { bytes: jpeg.subarray(0, 200), name: 'coupee.jpg', type: 'image/jpeg' },
      ]) {
        const res = await upload(part, { fileName: part.name });
        expect(res.status, part.name).to.equal(400);
        expect(await json(res)).to.deep.equal({
          error: {
            code: 'photos_only_png_jpeg',
            message: 'Seuls les fichiers PNG/JPEG sont acceptés',
            field: 'file',
          },
        });
      }
      expect(await images()).to.deep.equal([]);
    });

    it('refuses a HEIC the same clear way (the browser converts HEIC before upload)', async () => {
      const res = await upload({
        bytes: heicContainer(4032, 3024),
        name: 'IMG_0001.HEIC',
        type: 'image/heic',
      });
      expect(res.status).to.equal(400);
      expect((await json(res)).error.code).to.equal('photos_only_png_jpeg');
    });

    it('answers in English with Accept-Language: en', async () => {
      const res = await upload({ bytes: aPdfFile(), name: 'x.png' }, {}, EN);
      expect((await json(res)).error).to.deep.include({
        code: 'photos_only_png_jpeg',
        message: 'Only PNG/JPEG files are accepted',
      });
    });

    it('refuses a file over 20 MB with 413 payload_too_large', async () => {
      const big = new Uint8Array(21 * 1024 * 1024);
      big.set(jpeg.subarray(0, 1000));
      const res = await upload(
        { bytes: big, name: 'enorme.jpg', type: 'image/jpeg' },
        { fileName: 'enorme.jpg' },
      );
      expect(res.status).to.equal(413);
      expect(await json(res)).to.deep.equal({
        error: { code: 'payload_too_large', message: 'Le contenu envoyé est trop volumineux' },
      });
      expect(await images()).to.deep.equal([]);
    });

    it('refuses a body without a file part, an empty file, or a JSON body', async () => {
      const noFile = await upload(null, { fileName: 'a.jpg' });
      expect(noFile.status).to.equal(400);
      expect((await json(noFile)).error).to.deep.equal({
        code: 'field_required',
        message: 'Champ obligatoire',
        field: 'file',
      });

      const empty = await upload({ bytes: new Uint8Array(0), name: 'vide.jpg' });
      expect(empty.status).to.equal(400);
      expect((await json(empty)).error.field).to.equal('file');

      const asJson = await t.request('negotiator', 'POST', `/v2/sell/photos/upload-single/${sale.id}`, {
        json: { file: 'aGVsbG8=', fileName: 'a.jpg' },
      });
      expect(asJson.status).to.equal(415);
      expect((await json(asJson)).error.code).to.equal('invalid_input');
    });

    it('refuses a malformed multipart body and a second file part', async () => {
      const path = `/v2/sell/photos/upload-single/${sale.id}`;
      const noBoundary = await t.request('negotiator', 'POST', path, {
        body: 'pas du multipart',
        headers: { 'Content-Type': 'multipart/form-data' },
      });
      expect(noBoundary.status).to.equal(400);
      expect((await json(noBoundary)).error.code).to.equal('invalid_input');

      const two = multipart({ bytes: jpeg, name: 'a.jpg' });
      two.append('file', new Blob([jpeg as Uint8Array<ArrayBuffer>]), 'b.jpg');
      const twoFiles = await t.request('negotiator', 'POST', path, { body: two });
      expect(twoFiles.status).to.equal(400);
      expect((await json(twoFiles)).error).to.deep.include({ code: 'invalid_input', field: 'file' });
      expect(await images()).to.deep.equal([]);
    });

    it('refuses a priority that is not a list index', async () => {
      const res = await upload({ bytes: jpeg, name: 'a.jpg' }, { priority: 'premier' });
      expect(res.status).to.equal(400);
      expect((await json(res)).error).to.deep.include({ code: 'invalid_input', field: 'priority' });
    });

    it('answers 404 for a malformed or unknown sale id', async () => {
      for (const id of ['abc', '0', '99999']) {
        const res = await t.request('negotiator', 'POST', `/v2/sell/photos/upload-single/${id}`, {
          body: multipart({ bytes: jpeg, name: 'a.jpg' }),
        });
        expect(res.status, id).to.equal(404);
        expect((await json(res)).error.code).to.equal('not_found');
      }
    });

    it('works with the login cookie from a page of the site', async () => {
      const res = await t.request('negotiator', 'POST', `/v2/sell/photos/upload-single/${sale.id}`, {
        body: multipart({ bytes: jpeg, name: 'a.jpg' }),
        cookie: true,
      });
      expect(res.status).to.equal(200);
    });
  });

  describe('PUT /v2/sell/photos/update-legend/{photoId}', () => {
    it('stores the legend, trimmed', async () => {
      const photo = await aStoredPhoto(t, sale);
      const res = await t.request('negotiator', 'PUT', `/v2/sell/photos/update-legend/${photo.id}`, {
        json: { legend: '  Cuisine équipée ' },
      });
      expect(res.status).to.equal(200);
      const body = await json(res);
      expect(body.id).to.equal(photo.id);
      expect(body.data).to.include({ id: photo.id, legend: 'Cuisine équipée', position: 0 });
      expect((await images())[0]!.legend).to.equal('Cuisine équipée');
    });

    it('refuses a legend over 120 characters, in French and in English', async () => {
      const photo = await aStoredPhoto(t, sale);
      const path = `/v2/sell/photos/update-legend/${photo.id}`;
      const fr = await t.request('negotiator', 'PUT', path, { json: { legend: 'x'.repeat(121) } });
      expect(fr.status).to.equal(400);
      expect((await json(fr)).error).to.deep.equal({
        code: 'photos_legend_too_long',
        message: 'La légende ne doit pas dépasser 120 caractères',
        field: 'legend',
      });
      const en = await t.request('negotiator', 'PUT', path, {
        json: { legend: 'x'.repeat(121) },
        headers: EN,
      });
      expect((await json(en)).error.message).to.equal('The caption must not exceed 120 characters');
    });

    it('refuses bad bodies and ids', async () => {
      const photo = await aStoredPhoto(t, sale);
      const path = `/v2/sell/photos/update-legend/${photo.id}`;
      const cases: [string, Parameters<TestApi['request']>[3], number, string][] = [
        ['legend a number', { json: { legend: 12 } }, 400, 'invalid_input'],
        ['no legend', { json: {} }, 400, 'invalid_input'],
        ['an array body', { json: ['x'] }, 400, 'invalid_input'],
        [
          'malformed JSON',
          { body: '{"legend":', headers: { 'Content-Type': 'application/json' } },
          400,
          'invalid_json',
        ],
      ];
      for (const [label, options, status, code] of cases) {
        const res = await t.request('negotiator', 'PUT', path, options);
        expect(res.status, label).to.equal(status);
        expect((await json(res)).error.code, label).to.equal(code);
      }
      for (const id of ['abc', '99999']) {
        const res = await t.request('negotiator', 'PUT', `/v2/sell/photos/update-legend/${id}`, {
          json: { legend: 'x' },
        });
        expect(res.status, id).to.equal(404);
      }
    });
  });

  describe('GET /v2/sell/photos/get-photos-bien/{bienId}', () => {
    it('lists the photos to anyone, the main image first, as data.images', async () => {
      const a = await aStoredPhoto(t, sale, 'A');
      const b = await aStoredPhoto(t, sale, 'B');
      const res = await t.request('anonymous', 'GET', `/v2/sell/photos/get-photos-bien/${sale.id}`);
      expect(res.status).to.equal(200);
      const body = await json(res);
      expect(body.data.images.map((i: { id: number }) => i.id)).to.deep.equal([a.id, b.id]);
      expect(body.data.images[0]).to.have.all.keys(
        'id',
        'url',
        'legend',
        'size',
        'width',
        'height',
        'position',
      );
    });

    it('answers an empty list for a sale without photos and 404 for an unknown or malformed id', async () => {
      expect(await images()).to.deep.equal([]);
      for (const id of ['99999', 'abc']) {
        const res = await t.request('anonymous', 'GET', `/v2/sell/photos/get-photos-bien/${id}`);
        expect(res.status).to.equal(404);
        expect((await json(res)).error.code).to.equal('not_found');
      }
    });
  });

  describe('POST /v2/sell/photos/reorder/{bienId}', () => {
    const reorder = (imageIds: unknown, headers = {}) =>
      t.request('negotiator', 'POST', `/v2/sell/photos/reorder/${sale.id}`, { json: { imageIds }, headers });

    it('orders the photos as imageIds says', async () => {
      const [a, b, c] = [
        await aStoredPhoto(t, sale),
        await aStoredPhoto(t, sale),
        await aStoredPhoto(t, sale),
      ];
      const res = await reorder([c.id, a.id, b.id]);
      expect(res.status).to.equal(200);
      expect(await json(res)).to.deep.equal({ data: { imageIds: [c.id, a.id, b.id] } });
      expect((await images()).map((i) => [i.id, i.position])).to.deep.equal([
        [c.id, 0],
        [a.id, 1],
        [b.id, 2],
      ]);
    });

    it('refuses imageIds that is not an array of ids', async () => {
      await aStoredPhoto(t, sale);
      for (const imageIds of ['1,2', { 0: 1 }, [1, 'deux'], [0], null]) {
        const res = await reorder(imageIds);
        expect(res.status, JSON.stringify(imageIds)).to.equal(400);
        expect((await json(res)).error).to.deep.include({ code: 'invalid_input', field: 'imageIds' });
      }
    });

    it("refuses a list with another sale's photo or a repeated one", async () => {
      const [a, b] = [await aStoredPhoto(t, sale), await aStoredPhoto(t, sale)];
      const foreign = await aStoredPhoto(t, await aSale(t));
      for (const imageIds of [
        [a.id, foreign.id],
        [a.id, a.id, b.id],
      ]) {
        const res = await reorder(imageIds);
        expect(res.status).to.equal(400);
        expect((await json(res)).error).to.deep.equal({
          code: 'photos_reorder_mismatch',
          message: 'La liste des photos à ordonner ne correspond pas aux photos du bien',
          field: 'imageIds',
        });
      }
      const en = await reorder([a.id, a.id], EN);
      expect((await json(en)).error.message).to.equal(
        "The photos to reorder do not match the property's photos",
      );
      expect((await images()).map((i) => i.id)).to.deep.equal([a.id, b.id]);
    });

    it('orders the photos named and keeps the others after them (a delete that failed)', async () => {
      const [a, b, c] = [
        await aStoredPhoto(t, sale),
        await aStoredPhoto(t, sale),
        await aStoredPhoto(t, sale),
      ];
      const res = await reorder([c.id, a.id]);
      expect(res.status).to.equal(200);
      expect((await images()).map((i) => i.id)).to.deep.equal([c.id, a.id, b.id]);
    });
  });

  describe('DELETE /v2/sell/photos/delete/{photoId}', () => {
    it('removes the photo, its file, and closes the gap', async () => {
      const [a, b] = [await aStoredPhoto(t, sale), await aStoredPhoto(t, sale)];
      const res = await t.request('negotiator', 'DELETE', `/v2/sell/photos/delete/${a.id}`);
      expect(res.status).to.equal(200);
      expect(await json(res)).to.deep.equal({ id: a.id });
      expect((await images()).map((i) => [i.id, i.position])).to.deep.equal([[b.id, 0]]);
      expect(await t.api.ports.storage.get(a.storageKey)).to.equal(null);
      expect((await t.request('anonymous', 'GET', `/media/photos/${a.id}`)).status).to.equal(404);
      const again = await t.request('negotiator', 'DELETE', `/v2/sell/photos/delete/${a.id}`);
      expect(again.status).to.equal(404);
      expect((await t.request('negotiator', 'DELETE', '/v2/sell/photos/delete/abc')).status).to.equal(404);
    });
  });

  describe('GET /media/photos/{id}?width=1920|1024', () => {
    it('serves the JPEG at 1920 by default and 1024 on demand, cached for a year', async () => {
      const photo = await aStoredPhoto(t, sale);
      for (const [query, width] of [
        ['', 1920],
        ['?width=1920', 1920],
        ['?width=1024', 1024],
      ] as const) {
        const res = await t.request('anonymous', 'GET', `/media/photos/${photo.id}${query}`);
        expect(res.status, query).to.equal(200);
        expect(res.headers.get('content-type')).to.equal('image/jpeg');
        expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
        expect(res.headers.get('etag')).to.match(/^"[\w-]+"$/);
        expect(await imageWidthOf(await res.arrayBuffer())).to.equal(width);
      }
    });

    it('never enlarges a photo narrower than the width asked for', async () => {
      const png = await json(
        await t.request('negotiator', 'POST', `/v2/sell/photos/upload-single/${sale.id}`, {
          body: multipart({ bytes: await realPng(800, 600), name: 'petit.png' }),
        }),
      );
      const res = await t.request('anonymous', 'GET', `${png.data.url}?width=1024`);
      expect(await imageWidthOf(await res.arrayBuffer())).to.equal(800);
    });

    it('resizes once per width and then serves the kept rendition', async () => {
      const photo = await aStoredPhoto(t, sale);
      // Earlier uploads have their renditions made in the background: not to be counted here.
      await t.api.infrastructure.outbox.idle();
      const resize = sinon.spy(t.api.ports.images, 'resize');
      const first = await t.request('anonymous', 'GET', `/media/photos/${photo.id}?width=1024`);
      const second = await t.request('anonymous', 'GET', `/media/photos/${photo.id}?width=1024`);
      expect(resize.callCount).to.equal(1);
      expect(first.headers.get('etag')).to.equal(second.headers.get('etag'));
      expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).to.equal(
        true,
      );
      expect(await t.api.ports.storage.get(photo.storageKey.replace(/\.jpg$/, '.w1024.jpg'))).to.not.equal(
        null,
      );
    });

    it('has both renditions of an uploaded photo kept once the bus is idle: its first view resizes nothing', async () => {
      const uploaded = await json(
        await upload({ bytes: jpeg, name: 'salon.jpg' }, { fileName: 'salon.jpg' }),
      );
      await t.api.infrastructure.outbox.idle();
      const { storage } = t.api.ports;
      const photo = (await t.api.ports.repos.photos.findById(uploaded.id))!;
      const kept = async (width: 1024 | 1920) => {
        const file = await storage.get(photo.storageKey.replace(/\.jpg$/, `.w${width}.jpg`));
        return file && (await readAllBytes(file));
      };
      expect(await imageWidthOf((await kept(1024))!)).to.equal(1024);
      expect(await imageWidthOf((await kept(1920))!)).to.equal(1920);

      const resize = sinon.spy(t.api.ports.images, 'resize');
      const res = await t.request('anonymous', 'GET', `${uploaded.data.url}?width=1024`);
      expect(res.status).to.equal(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from((await kept(1024))!))).to.equal(true);
      expect(resize.callCount).to.equal(0);
    });

    it('prepares the renditions of a batch of uploads one photo at a time', async () => {
      await t.api.infrastructure.outbox.idle();
      const processor = t.api.ports.images;
      const resize = processor.resize.bind(processor);
      let running = 0;
      let most = 0;
      const spy = sinon.stub(processor, 'resize').callsFake(async (bytes, width) => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await resize(bytes, width);
        } finally {
          running -= 1;
        }
      });
      const answers = await Promise.all(
        [1, 2, 3, 4].map((n) => upload({ bytes: jpeg, name: `p${n}.jpg` }, { fileName: `p${n}.jpg` })),
      );
      expect(answers.map((a) => a.status)).to.deep.equal([200, 200, 200, 200]);
      await t.api.infrastructure.outbox.idle();
      expect(spy.args.map(([, width]) => width)).to.deep.equal([
        1024, 1920, 1024, 1920, 1024, 1920, 1024, 1920,
      ]);
      expect(most).to.equal(1);
    });

    it('answers 304 to If-None-Match with the ETag', async () => {
      const photo = await aStoredPhoto(t, sale);
      const etag = (await t.request('anonymous', 'GET', `/media/photos/${photo.id}`)).headers.get('etag')!;
      // As a browser revalidates (fetch would add 'Cache-Control: no-cache' to a conditional request).
      const revalidate = { 'Cache-Control': 'max-age=0' };
      const res = await t.request('anonymous', 'GET', `/media/photos/${photo.id}`, {
        headers: { 'If-None-Match': etag, ...revalidate },
      });
      expect(res.status).to.equal(304);
      expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
      const other = await t.request('anonymous', 'GET', `/media/photos/${photo.id}`, {
        headers: { 'If-None-Match': '"autre"', ...revalidate },
      });
      expect(other.status).to.equal(200);
    });

    it('refuses any other width with 400', async () => {
      const photo = await aStoredPhoto(t, sale);
      for (const width of ['800', '0', 'abc', '1920.0', '']) {
        const res = await t.request('anonymous', 'GET', `/media/photos/${photo.id}?width=${width}`);
        expect(res.status, width).to.equal(400);
        expect((await json(res)).error).to.deep.include({ code: 'invalid_input', field: 'width' });
      }
      const twice = await t.request('anonymous', 'GET', `/media/photos/${photo.id}?width=1024&width=1920`);
      expect(twice.status).to.equal(400);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['99999', 'abc', '-1']) {
        const res = await t.request('anonymous', 'GET', `/media/photos/${id}`);
        expect(res.status, id).to.equal(404);
        expect((await json(res)).error.code).to.equal('not_found');
      }
    });
  });
});
