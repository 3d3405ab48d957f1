// A server-sent-events client for tests (and the push bench): reads a stream over fetch and hands its
// events one by one, in order.

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next event; rejects after `timeoutMs` without one. */
  next(timeoutMs?: number): Promise<SseEvent>;
  /** Events received and not yet taken. */
  readonly buffered: readonly SseEvent[];
  /** Comment lines seen so far (keep-alives). */
  readonly comments: number;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { Accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const queue: SseEvent[] = [];
  const waiting: ((event: SseEvent) => void)[] = [];
  let comments = 0;
  let failure: unknown = null;
  const deliver = (event: SseEvent) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };
  if (res.body && res.status === 200) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            const event: SseEvent = { id: null, event: 'message', data: '' };
            let isEvent = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments += 1;
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('data: ')) {
                event.data += line.slice(6);
                isEvent = true;
              }
            }
            if (isEvent) deliver(event);
          }
        }
      } catch (error) {
        failure = error;
      }
    })();
  }
  return {
    status: res.status,
    headers: res.headers,
    get buffered() {
      return queue;
    },
    get comments() {
      return comments;
    },
    next(timeoutMs = 5000) {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(onEvent), 1);
          reject(new Error(`No event within ${timeoutMs} ms${failure ? `: ${String(failure)}` : ''}`));
        }, timeoutMs);
        const onEvent = (event: SseEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiting.push(onEvent);
      });
    },
    close: () => controller.abort(),
  };
}
