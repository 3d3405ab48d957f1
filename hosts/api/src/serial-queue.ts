/**
 * Runs the tasks given to it one at a time, in order: background work that must not compete
 * with itself for the CPU. A failed task does not stop the ones behind it; its caller sees the failure.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
