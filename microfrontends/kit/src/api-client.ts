/**
 * A failed call: the server's `{error: {code, message}}`, a 2xx the caller's `acceptStatus` refused,
 * or a network failure (status 0).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on any 401: the shell drops the login (spec §4: the token is removed on a 401). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  body?: BodyInit;
  signal?: AbortSignal;
  /** A 401 here is expected (e.g. a login attempt) and must not log the user out. */
  expectUnauthorized?: boolean;
  /**
   * Narrows which 2xx answers count as success (e.g. the inline edit's 200–226): any other is
   * refused like an error status, with an ApiError carrying it. Without it, every 2xx succeeds.
   */
  acceptStatus?: (status: number) => boolean;
}

/** Same-origin JSON calls with the login cookie, as every screen makes them (spec §7). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network_error', 'network_error');
  }
  const text = await response.text();
  const parsed: unknown = text ? safeJson(text) : null;
  const accepted = response.ok && (options.acceptStatus?.(response.status) ?? true);
  if (!accepted) {
    if (response.status === 401 && !options.expectUnauthorized)
      for (const listener of unauthorizedListeners) listener();
    const error = (parsed as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? `http_${response.status}`,
      error?.message ?? '',
      parsed,
    );
  }
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
