import { expect } from 'chai';
import { ConsoleErrorReporter, SentryErrorReporter, createErrorReporter } from '@immo/monitoring';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('ConsoleErrorReporter', () => {
  let lines: string[];
  let reporter: ConsoleErrorReporter;
  beforeEach(() => {
    lines = [];
    reporter = new ConsoleErrorReporter(
      (line) => lines.push(line),
      () => NOW,
    );
  });

  it('writes one JSON line per report with the error, its stack and the context', () => {
    const error = new Error('SELECT secret FROM users');
    reporter.report(error, { route: 'POST /enchere/make-enchere/12', userId: 7 });
    expect(lines).to.have.length(1);
    expect(lines[0]?.endsWith('\n')).to.equal(true);
    expect(lines[0]?.slice(0, -1)).not.to.contain('\n');
    const entry = JSON.parse(lines[0] ?? '');
    expect(entry).to.deep.include({
      level: 'error',
      time: '2026-11-21T09:00:00.000Z',
      context: { route: 'POST /enchere/make-enchere/12', userId: 7 },
    });
    expect(entry.error).to.include({ name: 'Error', message: 'SELECT secret FROM users' });
    expect(entry.error.stack).to.contain('console-error-reporter.test.ts');
  });

  it('describes the cause chain and error codes', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    reporter.report(new Error('search index down', { cause }));
    const entry = JSON.parse(lines[0] ?? '');
    expect(entry.error.cause).to.include({ message: 'connect ECONNREFUSED', code: 'ECONNREFUSED' });
    expect(entry).not.to.have.property('context');
  });

  it('reports thrown values that are not errors', () => {
    reporter.report('plain string');
    reporter.report({ status: 503 });
    expect(lines.map((line) => JSON.parse(line).error)).to.deep.equal([
      { message: 'plain string' },
      { message: '{"status":503}' },
    ]);
  });

  it('survives circular and BigInt context', () => {
    const context: Record<string, unknown> = { amount: 10n };
    context['self'] = context;
    reporter.report(new Error('x'), context);
    expect(JSON.parse(lines[0] ?? '').context).to.deep.equal({ amount: '10', self: '[Circular]' });
  });

  it('never throws, even when writing fails', () => {
    const broken = new ConsoleErrorReporter(() => {
      throw new Error('EPIPE');
    });
    expect(() => broken.report(new Error('x'))).not.to.throw();
  });

  it('writes to stderr by default', () => {
    const written: string[] = [];
    const original = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => written.push(chunk) > 0) as typeof process.stderr.write;
    try {
      new ConsoleErrorReporter().report(new Error('to stderr'));
    } finally {
      process.stderr.write = original;
    }
    expect(JSON.parse(written[0] ?? '').error.message).to.equal('to stderr');
  });
});

describe('createErrorReporter', () => {
  it('reports to the console without a Sentry DSN (or with a blank one)', () => {
    expect(createErrorReporter()).to.be.instanceOf(ConsoleErrorReporter);
    expect(createErrorReporter({ sentryDsn: '  ' })).to.be.instanceOf(ConsoleErrorReporter);
  });

  it('reports to Sentry with a DSN', async () => {
    const reporter = createErrorReporter({
      sentryDsn: 'http://public@127.0.0.1:9/1',
      captureProcessErrors: false,
    });
    expect(reporter).to.be.instanceOf(SentryErrorReporter);
    await (reporter as SentryErrorReporter).close(100);
  });
});
