import type { Repositories, UnitOfWork } from '../ports/repositories.port.js';
import { restoreState, snapshotState, type InMemoryState } from './in-memory-state.js';

/**
 * Runs one unit at a time, like SQLite's single writer: a run starts when the previous one has
 * settled, so a read-then-write inside run() never interleaves with another run. The state is
 * copied before the work and put back if the work throws.
 *
 * Limits, as with any fake: calling run() from inside run() waits for itself forever, and writes
 * made through the repositories outside run() while a unit is rolled back are rolled back with it.
 */
export class InMemoryUnitOfWork implements UnitOfWork {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly state: InMemoryState,
    private readonly repositories: Repositories,
  ) {}

  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const result = this.queue.then(() => this.runAlone(work));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async runAlone<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const snapshot = snapshotState(this.state);
    try {
      return await work(this.repositories);
    } catch (error) {
      restoreState(this.state, snapshot);
      throw error;
    }
  }
}
