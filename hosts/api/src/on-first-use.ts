/**
 * `load` run on the first call and its answer shared by every call after it: how a module only some
 * requests need (and its libraries) is imported when first needed rather than at start. A failed load
 * is tried again by the next call.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
