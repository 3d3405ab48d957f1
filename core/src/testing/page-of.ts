import type { Page } from '../ports/repositories.port.js';

/** One page (1-based) of an already filtered and ordered list. */
export function pageOf<T>(items: T[], page: number, pageSize: number): Page<T> {
  const start = (Math.max(1, page) - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), total: items.length };
}
