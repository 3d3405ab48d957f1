/** How many items one batch takes at most: a transaction kept short whatever the crowd. */
export const MAX_BATCH = 64;

interface Waiting<Item, Outcome> {
  item: Item;
  resolve(outcome: Outcome): void;
  reject(error: unknown): void;
}

/**
 * One batch at a time per key (group commit). An item submitted while its key has no batch in
 * flight starts one at once, alone; the items submitted meanwhile wait, and the next batch takes
 * them all (up to MAX_BATCH), in the order they came. Every caller's promise settles with its own
 * outcome once its batch's work has settled: never before, so nothing is answered that did not
 * commit. A batch that throws rejects each of its callers with that error.
 */
export class PerKeyBatches<K, Item, Outcome> {
  private readonly waiting = new Map<K, Waiting<Item, Outcome>[]>();

  constructor(
    /** Answers one outcome per item, in the items' order. */
    private readonly work: (key: K, items: readonly Item[]) => Promise<readonly Outcome[]>,
  ) {}

  submit(key: K, item: Item): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      const queue = this.waiting.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      // The key's queue exists from now until its last batch is done: that is what "in flight" means.
      this.waiting.set(key, []);
      void this.drain(key, [{ item, resolve, reject }]);
    });
  }

  private async drain(key: K, first: Waiting<Item, Outcome>[]): Promise<void> {
    let batch = first;
    while (batch.length > 0) {
      try {
        const outcomes = await this.work(
          key,
          batch.map((waiting) => waiting.item),
        );
        batch.forEach((waiting, index) => waiting.resolve(outcomes[index]!));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
      const queue = this.waiting.get(key) ?? [];
      batch = queue.splice(0, MAX_BATCH);
    }
    this.waiting.delete(key);
  }
}
