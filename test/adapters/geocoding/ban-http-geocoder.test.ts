import { expect } from 'chai';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BanGeocoderError, BanHttpGeocoder, departmentOf } from '@immo/geocoding';

/** What the national address API answers for '3 place du Change Annecy' (trimmed to two features). */
const SEARCH_ANSWER = {
  type: 'FeatureCollection',
  version: 'draft',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [6.126539, 45.898798] },
      properties: {
        label: '3 Place du Change 74000 Annecy',
        score: 0.9625,
        housenumber: '3',
        id: '74010_1420_00003',
        name: '3 Place du Change',
        postcode: '74000',
        citycode: '74010',
        x: 942307.72,
        y: 6538839.45,
        city: 'Annecy',
        context: '74, Haute-Savoie, Auvergne-Rhône-Alpes',
        type: 'housenumber',
        importance: 0.69588,
        street: 'Place du Change',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [9.451, 42.6977] },
      properties: {
        label: 'Place du Marché 20200 Bastia',
        name: 'Place du Marché',
        postcode: '20200',
        citycode: '2B033',
        city: 'Bastia',
        context: '2B, Haute-Corse, Corse',
        type: 'street',
      },
    },
    { type: 'Feature', geometry: { type: 'Point', coordinates: null }, properties: { name: 'no point' } },
  ],
  attribution: 'BAN',
  licence: 'ETALAB-2.0',
  query: '3 place du Change Annecy',
  limit: 10,
};

const REVERSE_ANSWER = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [2.294479, 48.858296] },
      properties: {
        label: '5 Avenue Anatole France 75007 Paris',
        name: '5 Avenue Anatole France',
        postcode: '75007',
        citycode: '75107',
        city: 'Paris',
        district: 'Paris 7e Arrondissement',
        context: '75, Paris, Île-de-France',
        type: 'housenumber',
        distance: 12,
      },
    },
  ],
};

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

describe('BanHttpGeocoder (against a fake address API on 127.0.0.1)', () => {
  let server: Server;
  let baseUrl: string;
  let handler: Handler;
  let requested: URL[];
  let errors: BanGeocoderError[];
  let geocoder: BanHttpGeocoder;

  before(async () => {
    server = createServer((request, response) => {
      requested.push(new URL(request.url ?? '/', baseUrl));
      handler(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requested = [];
    errors = [];
    handler = json(SEARCH_ANSWER);
    geocoder = new BanHttpGeocoder({
      baseUrl: `${baseUrl}/`,
      timeoutMs: 300,
      onError: (error) => errors.push(error),
    });
  });

  describe('search', () => {
    it('asks GET /search/ with q, limit=10 and the postcode', async () => {
      await geocoder.search('3 place du Change Annecy', '74000');
      expect(requested).to.have.length(1);
      const [url] = requested;
      expect(url!.pathname).to.equal('/search/');
      expect(Object.fromEntries(url!.searchParams)).to.deep.equal({
        q: '3 place du Change Annecy',
        limit: '10',
        postcode: '74000',
      });
    });

    it('leaves the postcode out when none (or no 5-digit one) is given', async () => {
      await geocoder.search('annecy');
      await geocoder.search('annecy', ' 74 ');
      expect(requested.map((url) => url.searchParams.has('postcode'))).to.deep.equal([false, false]);
    });

    it('reads each feature into a suggestion, skipping one without a point', async () => {
      expect(await geocoder.search('3 place du Change Annecy')).to.deep.equal([
        {
          nom: '3 Place du Change',
          codePostal: '74000',
          codeInsee: '74010',
          ville: 'Annecy',
          departement: '74',
          type: 'housenumber',
          latitude: 45.898798,
          longitude: 6.126539,
        },
        {
          nom: 'Place du Marché',
          codePostal: '20200',
          codeInsee: '2B033',
          ville: 'Bastia',
          departement: '2B',
          type: 'street',
          latitude: 42.6977,
          longitude: 9.451,
        },
      ]);
      expect(errors).to.deep.equal([]);
    });

    it('does not call the service for fewer than 3 characters (it would answer 400)', async () => {
      expect(await geocoder.search('  an ')).to.deep.equal([]);
      expect(requested).to.have.length(0);
    });

    it('gives nothing and reports a 500', async () => {
      handler = json({ code: 500, message: 'Internal error' }, 500);
      expect(await geocoder.search('annecy')).to.deep.equal([]);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.be.instanceOf(BanGeocoderError);
      expect(errors[0]).to.include({ status: 500, operation: 'search' });
      expect(errors[0]!.url).to.contain('/search/?q=annecy');
    });

    it('gives nothing and reports malformed JSON', async () => {
      handler = (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"type":"FeatureCollection","features":[{');
      };
      expect(await geocoder.search('annecy')).to.deep.equal([]);
      expect(errors.map((error) => error.message)).to.deep.equal(['address service answered malformed JSON']);
      expect(errors[0]!.cause).to.be.instanceOf(SyntaxError);
    });

    it('gives nothing and reports JSON that is not a feature collection', async () => {
      handler = json({ detail: 'maintenance' });
      expect(await geocoder.search('annecy')).to.deep.equal([]);
      expect(errors[0]!.message).to.equal('address service answered without a features list');
    });

    it('gives up after the timeout and reports it', async () => {
      handler = (_request, response) => {
        setTimeout(() => json(SEARCH_ANSWER)(_request, response), 2_000).unref();
      };
      const started = Date.now();
      expect(await geocoder.search('annecy')).to.deep.equal([]);
      expect(Date.now() - started).to.be.within(250, 1_500);
      expect(errors.map((error) => error.message)).to.deep.equal([
        'address service did not answer within 300 ms',
      ]);
    });

    it('gives up on an answer whose body stalls after the headers', async () => {
      handler = (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"type":"FeatureCollection",');
      };
      expect(await geocoder.search('annecy')).to.deep.equal([]);
      expect(errors[0]!.message).to.equal('address service did not answer within 300 ms');
    });

    it('gives nothing and reports an unreachable service, without a reporter too', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      const unreachable = new BanHttpGeocoder({
        baseUrl: `http://127.0.0.1:${port}`,
        onError: (error) => errors.push(error),
      });
      expect(await unreachable.search('annecy')).to.deep.equal([]);
      expect(errors.map((error) => error.message)).to.deep.equal(['address service unreachable']);
      expect(
        await new BanHttpGeocoder({ baseUrl: `http://127.0.0.1:${port}` }).search('annecy'),
      ).to.deep.equal([]);
    });
  });

  describe('reverse', () => {
    it('asks GET /reverse/ with lon and lat and reads the first feature', async () => {
      handler = json(REVERSE_ANSWER);
      expect(await geocoder.reverse(48.85826, 2.2945)).to.deep.equal({
        nom: '5 Avenue Anatole France',
        codePostal: '75007',
        codeInsee: '75107',
        ville: 'Paris',
        departement: '75',
        type: 'housenumber',
        latitude: 48.858296,
        longitude: 2.294479,
      });
      expect(requested[0]!.pathname).to.equal('/reverse/');
      expect(Object.fromEntries(requested[0]!.searchParams)).to.deep.equal({
        lon: '2.2945',
        lat: '48.85826',
      });
    });

    it('answers null when the service finds nothing (at sea)', async () => {
      handler = json({ type: 'FeatureCollection', features: [] });
      expect(await geocoder.reverse(40, -35)).to.equal(null);
      expect(errors).to.deep.equal([]);
    });

    it('answers null and reports a 500, never throwing', async () => {
      handler = json({ message: 'boom' }, 503);
      expect(await geocoder.reverse(45.9, 6.12)).to.equal(null);
      expect(errors[0]).to.include({ status: 503, operation: 'reverse' });
    });

    it('answers null without a call for coordinates that are no numbers', async () => {
      expect(await geocoder.reverse(Number.NaN, 2)).to.equal(null);
      expect(requested).to.have.length(0);
    });
  });

  describe('departmentOf', () => {
    it('reads the department code opening the context, else the INSEE code', () => {
      expect(departmentOf('74, Haute-Savoie, Auvergne-Rhône-Alpes', '74010')).to.equal('74');
      expect(departmentOf('2A, Corse-du-Sud, Corse', '2A004')).to.equal('2A');
      expect(departmentOf('974, La Réunion', '97411')).to.equal('974');
      expect(departmentOf('', '97411')).to.equal('974');
      expect(departmentOf('', '2B033')).to.equal('2B');
      expect(departmentOf('', '33063')).to.equal('33');
    });
  });
});
