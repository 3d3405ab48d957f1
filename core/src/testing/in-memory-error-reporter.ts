import type { ErrorReporter } from '../ports/services.port.js';

export interface ReportedError {
  error: unknown;
  context?: Record<string, unknown>;
}

export class InMemoryErrorReporter implements ErrorReporter {
  readonly reported: ReportedError[] = [];

  report(error: unknown, context?: Record<string, unknown>): void {
    this.reported.push(context === undefined ? { error } : { error, context });
  }
}
