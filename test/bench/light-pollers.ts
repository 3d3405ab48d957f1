// The 2 000 pollers with a lighter client than autocannon, in a process of its own: one keep-alive
// socket per client, the request's bytes encoded once, each answer's end found from its
// Content-Length, each client polling once a second at its own phase of the second. It tells whether
// a p99 measured with autocannon is the server's or the load generator's (test/bench/run.ts 'pollers').
//   forked by run.ts: light-pollers.ts <url> <clients> <seconds> <headers as JSON>; sends back a LightResult
import { connect, type Socket } from 'node:net';

export interface LightResult {
  /** Answers 200 per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 200, broken sockets. */
  errors: number;
  /** Seconds a client skipped: its previous answer not come yet, or its timer starved past them. */
  late: number;
  /** This process's CPU time over the run, in cores (1 = a whole core). */
  cpu: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');

interface Client {
  socket: Socket;
  sentAt: number;
  waiting: boolean;
  received: Buffer;
}

async function poll(target: URL, clients: number, seconds: number, headers: Record<string, string>) {
  const request = Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n',
  );
  const latencies: number[] = [];
  let errors = 0;
  let late = 0;
  let ok = 0;
  const answered = (client: Client) => {
    for (;;) {
      const end = client.received.indexOf(HEADER_END);
      if (end < 0) return;
      const head = client.received.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      const total = end + HEADER_END.length + length;
      if (client.received.length < total) return;
      latencies.push(performance.now() - client.sentAt);
      if (head.startsWith('HTTP/1.1 200')) ok += 1;
      else errors += 1;
      client.waiting = false;
      client.received = client.received.subarray(total);
    }
  };
  const open = (): Promise<Client> =>
    new Promise((resolve, reject) => {
      const socket = connect(Number(target.port), target.hostname);
      const client: Client = { socket, sentAt: 0, waiting: false, received: Buffer.alloc(0) };
      socket.setNoDelay(true);
      socket.on('data', (chunk: Buffer) => {
        client.received = client.received.length ? Buffer.concat([client.received, chunk]) : chunk;
        answered(client);
      });
      socket.on('error', () => (errors += 1));
      socket.once('connect', () => resolve(client));
      socket.once('error', reject);
    });
  const all: Client[] = [];
  // Opened a hundred at a time, as browsers arriving, not one burst of SYNs.
  for (let i = 0; i < clients; i += 100)
    all.push(...(await Promise.all(Array.from({ length: Math.min(100, clients - i) }, open))));
  const startedAt = performance.now();
  const cpuBefore = process.cpuUsage();
  const until = startedAt + seconds * 1000;
  await Promise.all(
    all.map(
      (client, i) =>
        new Promise<void>((done) => {
          // Due at its phase of each second: the next due time kept, not computed from a timer that
          // may fire a little early (which sent some clients' polls twice in a second).
          let due = startedAt + (i * 1000) / clients;
          const tick = () => {
            if (performance.now() >= until) return done();
            if (client.waiting) late += 1;
            else {
              client.waiting = true;
              client.sentAt = performance.now();
              client.socket.write(request);
            }
            due += 1000;
            // A timer starved past whole seconds skips them (counted late), as a browser's would.
            for (; due < performance.now(); due += 1000) late += 1;
            setTimeout(tick, due - performance.now());
          };
          setTimeout(tick, due - performance.now());
        }),
    ),
  );
  // The answers still on their way count with their time.
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const client of all) client.socket.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const cpu = process.cpuUsage(cpuBefore);
  const cpuCores = (cpu.user + cpu.system) / 1000 / (performance.now() - startedAt);
  return {
    rps: ok / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    late,
    cpu: cpuCores,
  } satisfies LightResult;
}

if (process.send) {
  const [url, clients, seconds, headers] = process.argv.slice(2);
  const result = await poll(new URL(url!), Number(clients), Number(seconds), JSON.parse(headers ?? '{}'));
  process.send(result);
  process.exit(0);
}
