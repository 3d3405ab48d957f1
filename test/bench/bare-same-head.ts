// A bare Koa handler for test/bench/cpu-versus.ts: GET /plain serves the body it was sent (as
// bench-server.ts's bare mode), GET /same the same body under the API's own head (the security
// headers, Vary…, sent to it with the body): what the answer's bytes cost without the API's work.
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
let body = '{}';
let headers: [string, string][] = [];
const app = new Koa();
app.silent = true;
app.use(async (ctx) => {
  if (ctx.path === '/same')
    for (const [n, v] of headers) if (!/^(content-length|content-type)$/i.test(n)) ctx.set(n, v);
  ctx.type = 'application/json';
  ctx.body = body;
});
process.on('message', (m: { body?: string; headers?: [string, string][] }) => {
  if (m.body) body = m.body;
  if (m.headers) headers = m.headers;
});
const server = app.listen(0, '127.0.0.1');
server.keepAliveTimeout = 65_000;
server.once('listening', () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.once('SIGTERM', () => process.exit(0));
