import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { SentryErrorReporter } from '@immo/monitoring';

/** A stand-in Sentry ingest: collects the JSON items of every envelope posted to it. */
async function fakeSentry(): Promise<{
  server: Server;
  dsn: string;
  items: Record<string, unknown>[];
  paths: string[];
}> {
  const items: Record<string, unknown>[] = [];
  const paths: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      paths.push(request.url ?? '');
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      for (const line of body.toString('utf8').split('\n')) {
        try {
          items.push(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // Envelope lines that are not JSON (attachments) are irrelevant here.
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, dsn: `http://0123456789abcdef@127.0.0.1:${port}/42`, items, paths };
}

describe('SentryErrorReporter', () => {
  it('sends the exception with its context as extra, and no trace', async () => {
    const sentry = await fakeSentry();
    const reporter = new SentryErrorReporter(sentry.dsn, {
      environment: 'test',
      release: 'immo@1.2.3',
      captureProcessErrors: false,
    });
    try {
      reporter.report(new TypeError('cannot read bienId'), { route: 'GET /api/bien/12', requestId: 'r-1' });
      expect(await reporter.flush(5000)).to.equal(true);
      const event = sentry.items.find((item) => 'exception' in item) as
        | {
            exception: { values: { type: string; value: string }[] };
            extra: Record<string, unknown>;
            environment: string;
            release: string;
          }
        | undefined;
      expect(sentry.paths[0]?.split('?')[0]).to.equal('/api/42/envelope/');
      expect(event?.exception.values.at(-1)).to.include({ type: 'TypeError', value: 'cannot read bienId' });
      expect(event?.extra).to.deep.equal({ route: 'GET /api/bien/12', requestId: 'r-1' });
      expect(event).to.include({ environment: 'test', release: 'immo@1.2.3' });
      expect(sentry.items.some((item) => item['type'] === 'transaction')).to.equal(false);
    } finally {
      await reporter.close(1000);
      sentry.server.close();
    }
  });

  it('needs a DSN', () => {
    expect(() => new SentryErrorReporter('')).to.throw(/DSN/);
  });
});
