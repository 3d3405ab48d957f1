import type { IdGenerator } from '../ports/services.port.js';

/** Predictable ids ('id-1', 'id-2', …) so tests can name the storage keys and tokens they expect. */
export class SequentialIdGenerator implements IdGenerator {
  private count = 0;

  constructor(private readonly prefix = 'id-') {}

  next(): string {
    this.count += 1;
    return `${this.prefix}${this.count}`;
  }
}
