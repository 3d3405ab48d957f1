// The shared engines of the distributed mode on this machine: MariaDB and Redis (started when they
// do not answer), Elasticsearch and S3Proxy (started for the run by the .ci scripts, from Maven Central).
import { execFileSync } from 'node:child_process';
import knexFactory from 'knex';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { REPOSITORY_ROOT } from './processes.js';

export function portAnswers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

async function waitForPort(host: string, port: number, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await portAnswers(host, port))) {
    if (Date.now() > deadline) throw new Error(`${what} does not answer on ${host}:${port}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** MariaDB of this machine, started when it does not answer; the database recreated empty. */
export async function freshMariaDbDatabase(url: string, log: (line: string) => void): Promise<void> {
  const server = new URL(url);
  const port = Number(server.port || 3306);
  if (!(await portAnswers(server.hostname, port))) {
    log('› Démarrage de MariaDB…');
    execFileSync('start-stop-daemon', [
      '--start',
      '--oknodo',
      '--background',
      '--exec',
      '/usr/sbin/mariadbd',
    ]);
    await waitForPort(server.hostname, port, 'MariaDB', 60_000);
  }
  const database = server.pathname.replace(/^\//, '');
  if (!/^\w+$/.test(database)) throw new Error(`database name must be a word, got '${database}'`);
  const admin = knexFactory({
    client: 'mysql2',
    connection: {
      host: server.hostname,
      port,
      user: decodeURIComponent(server.username),
      password: decodeURIComponent(server.password),
    },
    pool: { min: 0, max: 1 },
  });
  try {
    await admin.raw(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.raw(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.destroy();
  }
}

/** Redis of this machine, started (nothing kept on disk) when it does not answer. */
export async function ensureRedis(url: string, log: (line: string) => void): Promise<void> {
  const server = new URL(url);
  const port = Number(server.port || 6379);
  if (await portAnswers(server.hostname, port)) return;
  log('› Démarrage de Redis…');
  execFileSync('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    server.hostname,
    '--port',
    String(port),
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await waitForPort(server.hostname, port, 'Redis', 15_000);
}

/** Runs `.ci/NAME.sh start` with its state in `stateDir` and returns the KEY=VALUE lines it prints. */
export function startCiEngine(name: 'elasticsearch' | 's3proxy', stateDir: string): Record<string, string> {
  const variable = name === 'elasticsearch' ? 'ES_STATE_DIR' : 'S3PROXY_STATE_DIR';
  const printed = execFileSync('bash', [join(REPOSITORY_ROOT, '.ci', `${name}.sh`), 'start'], {
    env: { ...process.env, [variable]: stateDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  }).toString();
  return Object.fromEntries(
    printed
      .split('\n')
      .map((line) => /^([A-Z_0-9]+)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

export function stopCiEngine(name: 'elasticsearch' | 's3proxy', stateDir: string): void {
  const variable = name === 'elasticsearch' ? 'ES_STATE_DIR' : 'S3PROXY_STATE_DIR';
  execFileSync('bash', [join(REPOSITORY_ROOT, '.ci', `${name}.sh`), 'stop'], {
    env: { ...process.env, [variable]: stateDir },
    stdio: 'inherit',
  });
}
