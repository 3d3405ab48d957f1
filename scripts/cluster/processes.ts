// The platform's own processes in the distributed mode: API instances and the outbox worker, each a
// child process started from the built code (npm run start:cluster) or from the sources (tests).
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import apiNodeFlags from '../../hosts/api/node-flags.json' with { type: 'json' };
import apiNodeEnv from '../../hosts/api/node-env.json' with { type: 'json' };

export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** `dist`: the compiled hosts (after `npm run build`); `source`: TypeScript through tsx, no build. */
export type CodeSource = 'dist' | 'source';

/** The hosts this mode starts: the HTTP API (hosts/api) and the outbox worker (hosts/worker). */
type Host = 'api' | 'worker';

/** The API's V8 flags, as npm start gives them (docs/performance.md, "Memory"). */
const API_NODE_FLAGS = apiNodeFlags as string[];
/** The API's environment, as npm start gives it (two malloc arenas); a variable already set wins. */
const API_NODE_ENV = apiNodeEnv as Record<string, string>;

function hostArguments(source: CodeSource, host: Host): string[] {
  const flags = host === 'api' ? API_NODE_FLAGS : [];
  return source === 'dist'
    ? [...flags, join('hosts', host, 'dist/main.js')]
    : [...flags, '--conditions=source', '--import', 'tsx', join('hosts', host, 'src/main.ts')];
}

export interface PlatformProcess {
  name: string;
  child: ChildProcess;
  /** Everything it printed, for a failure message. */
  output(): string;
}

function startHost(
  name: string,
  host: Host,
  source: CodeSource,
  env: Record<string, string>,
  echo: boolean,
): PlatformProcess {
  const child = spawn(process.execPath, hostArguments(source, host), {
    cwd: REPOSITORY_ROOT,
    env: { ...(host === 'api' ? API_NODE_ENV : {}), ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed += chunk.toString();
    if (printed.length > 200_000) printed = printed.slice(-100_000);
    if (echo) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        process.stdout.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { name, child, output: () => printed };
}

/** Resolves once `url`/health answers 200; rejects when the process exits or after `timeoutMs`. */
export async function waitUntilHealthy(
  process_: PlatformProcess,
  url: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process_.child.exitCode !== null) {
      throw new Error(`${process_.name} exited (${process_.child.exitCode}):\n${process_.output()}`);
    }
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${process_.name} did not answer ${url}/health within ${timeoutMs} ms:\n${process_.output()}`,
  );
}

export const startApiInstance = (
  name: string,
  source: CodeSource,
  env: Record<string, string>,
  echo = false,
): PlatformProcess => startHost(name, 'api', source, env, echo);

export const startWorker = (source: CodeSource, env: Record<string, string>, echo = false): PlatformProcess =>
  startHost('worker', 'worker', source, env, echo);

/** Stops a child: SIGTERM (or SIGKILL, as a crash), resolved once it has exited. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve_) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve_();
    });
    child.kill(signal);
  });
}
