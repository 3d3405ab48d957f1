// Messages every API instance hears: in process for one instance; through Redis pub/sub (REDIS_URL)
// so that what one instance publishes reaches the others — the live auction's changes, the accounts
// whose token checks must be forgotten. One hub per process holds the connections; each kind of
// message is a channel of it.
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

/** One kind of message: published by any instance, heard by all. */
export interface Broadcast<T> {
  /** Tells this process's listeners at once, and the other instances' when the hub spans them. */
  publish(message: T): void;
  /** Hears every message, this process's and the others'; returns how to stop. */
  subscribe(listener: (message: T) => void): () => void;
}

export interface PubSub {
  /** The channel of that name; `isMessage` checks what comes from elsewhere before anyone hears it. */
  channel<T>(name: string, isMessage: (value: unknown) => value is T): Broadcast<T>;
  /** Resolves once every channel hears the other instances. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** One process's listeners, called in the publisher's turn. */
class LocalBroadcast<T> implements Broadcast<T> {
  private readonly listeners = new Set<(message: T) => void>();

  publish(message: T): void {
    for (const listener of this.listeners) listener(message);
  }

  subscribe(listener: (message: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.listeners.clear();
  }
}

/** One instance: every channel stays in this process. */
export class InProcessPubSub implements PubSub {
  private readonly channels = new Map<string, LocalBroadcast<unknown>>();

  channel<T>(name: string, _isMessage?: (value: unknown) => value is T): Broadcast<T> {
    let channel = this.channels.get(name);
    if (!channel) {
      channel = new LocalBroadcast<unknown>();
      this.channels.set(name, channel);
    }
    return channel as Broadcast<T>;
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    for (const channel of this.channels.values()) channel.clear();
  }
}

interface Connections {
  publisher: Redis;
  subscriber: Redis;
  /**
   * Channels are subscribed once the connection is ready: ioredis (5.11) would otherwise send the
   * SUBSCRIBE before its own ready check, which then fails in subscriber mode and drops the connection
   * (messages lost until it is back).
   */
  subscriberReady: Promise<void>;
}

/**
 * Redis pub/sub: one connection publishes, one listens to every channel (a subscribed connection can do
 * nothing else). A message is given to this process's listeners directly and not again when it comes
 * back from Redis (each carries its origin). Pub/sub keeps nothing: what each channel is for must
 * survive a message lost while an instance was disconnected (see its users).
 */
export class RedisPubSub implements PubSub {
  /** ioredis is imported by the first Redis pub/sub, not by every process that loads this module. */
  private readonly connections: Promise<Connections>;
  private readonly origin = randomUUID();
  private readonly channels = new Map<
    string,
    { local: LocalBroadcast<unknown>; isMessage: (value: unknown) => boolean }
  >();
  private readonly subscriptions: Promise<unknown>[] = [];

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.connections = import('ioredis').then(({ Redis }) => {
      const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
      const subscriber = new Redis(url);
      publisher.on('error', onError);
      subscriber.on('error', onError);
      subscriber.on('message', (name: string, text: string) => this.heard(name, text));
      const subscriberReady = new Promise<void>((resolve) => subscriber.once('ready', () => resolve()));
      return { publisher, subscriber, subscriberReady };
    });
  }

  channel<T>(name: string, isMessage: (value: unknown) => value is T): Broadcast<T> {
    const known = this.channels.get(name);
    if (known) return this.broadcastOf<T>(name, known.local);
    const local = new LocalBroadcast<unknown>();
    this.channels.set(name, { local, isMessage });
    this.subscriptions.push(
      this.connections.then(async ({ subscriber, subscriberReady }) => {
        await subscriberReady;
        await subscriber.subscribe(name);
      }),
    );
    return this.broadcastOf<T>(name, local);
  }

  async ready(): Promise<void> {
    await this.connections;
    await Promise.all(this.subscriptions);
  }

  async close(): Promise<void> {
    for (const { local } of this.channels.values()) local.clear();
    const { subscriber, publisher } = await this.connections;
    await Promise.allSettled([subscriber.quit(), publisher.quit()]);
  }

  private broadcastOf<T>(name: string, local: LocalBroadcast<unknown>): Broadcast<T> {
    return {
      publish: (message) => {
        local.publish(message);
        // In the order published: the callbacks of one promise run in the order they were added.
        this.connections
          .then(({ publisher }) => publisher.publish(name, JSON.stringify({ origin: this.origin, message })))
          .catch((error: unknown) => this.onError(error));
      },
      subscribe: (listener) => local.subscribe(listener as (message: unknown) => void),
    };
  }

  private heard(name: string, text: string): void {
    const channel = this.channels.get(name);
    if (!channel) return;
    let envelope: { origin?: unknown; message?: unknown };
    try {
      envelope = JSON.parse(text) as typeof envelope;
    } catch (error) {
      this.onError(error);
      return;
    }
    if (envelope?.origin === this.origin || !channel.isMessage(envelope?.message)) return;
    channel.local.publish(envelope.message);
  }
}
