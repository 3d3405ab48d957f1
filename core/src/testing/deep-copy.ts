/**
 * A deep copy of plain data (objects, arrays, Maps, Uint8Arrays, primitives): what a store hands out
 * must never alias what it keeps, or a caller could change stored rows without calling update().
 * structuredClone is not in core's ECMAScript-only lib, hence this small version.
 */
export function deepCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Uint8Array) return value.slice() as T;
  if (Array.isArray(value)) return value.map((item: unknown) => deepCopy(item)) as T;
  if (value instanceof Map) {
    return new Map([...value].map(([key, item]) => [deepCopy(key), deepCopy(item)])) as T;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = deepCopy(item);
  return copy as T;
}
