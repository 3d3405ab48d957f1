/** How many items one batch takes at most: a transaction kept short whatever the crowd. */
export const MAX_BATCH = 64;

/** A place in a key's queue, taken when the request arrives and filled once its item is ready. */
export interface QueuePlace<Item, Outcome> {
  /** The item is ready: it goes in the first batch that reaches its place. */
  submit(item: Item): Promise<Outcome>;
  /** Nothing to do after all (refused before the queue): the places behind it move up. */
  cancel(): void;
}

interface Place<Item, Outcome> {
  item?: Item;
  resolve(outcome: Outcome): void;
  reject(error: unknown): void;
}

/**
 * One batch at a time per key (group commit), in arrival order. A caller takes its place when it
 * arrives (`reserve`), then fills it once its item is ready (the checks before the queue take a
 * moment, and a bid that arrived first is applied first). When the key has no batch in flight, the
 * ready places at the head of its queue go in a batch at once (a lone caller goes alone); the items
 * that get ready meanwhile wait for the next. A batch stops at the first place not ready yet, so no
 * item overtakes one that arrived before it. Every caller's promise settles with its own outcome once
 * its batch's work has settled, never before: nothing is answered that did not commit. A batch that
 * throws rejects each of its callers with that error.
 */
export class PerKeyBatches<K, Item, Outcome> {
  private readonly queues = new Map<K, Place<Item, Outcome>[]>();
  private readonly inFlight = new Set<K>();

  constructor(
    /** Answers one outcome per item, in the items' order. */
    private readonly work: (key: K, items: readonly Item[]) => Promise<readonly Outcome[]>,
  ) {}

  reserve(key: K): QueuePlace<Item, Outcome> {
    const place = {} as Place<Item, Outcome>;
    const outcome = new Promise<Outcome>((resolve, reject) => Object.assign(place, { resolve, reject }));
    const queue = this.queues.get(key) ?? [];
    queue.push(place);
    this.queues.set(key, queue);
    return {
      submit: (item) => {
        place.item = item;
        this.startNext(key);
        return outcome;
      },
      cancel: () => {
        const index = queue.indexOf(place);
        if (index < 0 || place.item !== undefined) return;
        queue.splice(index, 1);
        this.startNext(key);
      },
    };
  }

  private startNext(key: K): void {
    if (this.inFlight.has(key)) return;
    const queue = this.queues.get(key) ?? [];
    let ready = 0;
    while (ready < queue.length && ready < MAX_BATCH && queue[ready]!.item !== undefined) ready += 1;
    if (queue.length === 0) this.queues.delete(key);
    if (ready === 0) return;
    this.inFlight.add(key);
    void this.runBatch(key, queue.splice(0, ready));
  }

  private async runBatch(key: K, batch: Place<Item, Outcome>[]): Promise<void> {
    try {
      const outcomes = await this.work(
        key,
        batch.map((place) => place.item!),
      );
      batch.forEach((place, index) => place.resolve(outcomes[index]!));
    } catch (error) {
      for (const place of batch) place.reject(error);
    }
    this.inFlight.delete(key);
    this.startNext(key);
  }
}
