import type { ErrorReporter } from '@immo/core';

export type LineWriter = (line: string) => void;

const writeToStderr: LineWriter = (line) => {
  process.stderr.write(line);
};

/**
 * One JSON line per report on stderr, for the server's log collector. Stacks go to the log only;
 * what a client sees is decided by the HTTP adapter, which never forwards the error itself.
 */
export class ConsoleErrorReporter implements ErrorReporter {
  constructor(
    private readonly write: LineWriter = writeToStderr,
    private readonly now: () => number = Date.now,
  ) {}

  report(error: unknown, context?: Record<string, unknown>): void {
    const entry = {
      level: 'error',
      time: new Date(this.now()).toISOString(),
      error: describe(error),
      ...(context ? { context } : {}),
    };
    try {
      this.write(safeStringify(entry) + '\n');
    } catch {
      // Reporting must never become the failure it reports.
    }
  }
}

interface ErrorDescription {
  name?: string;
  message: string;
  code?: unknown;
  stack?: string;
  cause?: ErrorDescription;
}

function describe(error: unknown, depth = 0): ErrorDescription {
  if (!(error instanceof Error)) return { message: typeof error === 'string' ? error : safeStringify(error) };
  const description: ErrorDescription = { name: error.name, message: error.message };
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) description.code = code;
  if (error.stack) description.stack = error.stack;
  if (error.cause !== undefined && depth < 5) description.cause = describe(error.cause, depth + 1);
  return description;
}

/** JSON that survives cycles, BigInt and throwing getters. */
export function safeStringify(value: unknown): string {
  const seen = new WeakSet<object>();
  try {
    return (
      JSON.stringify(value, (_key, item: unknown) => {
        if (typeof item === 'bigint') return item.toString();
        if (item instanceof Error) return { name: item.name, message: item.message };
        if (typeof item === 'object' && item !== null) {
          if (seen.has(item)) return '[Circular]';
          seen.add(item);
        }
        return item;
      }) ?? String(value)
    );
  } catch {
    return '"[Unserialisable]"';
  }
}
