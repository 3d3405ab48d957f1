import type { ByteRange } from '@immo/core';

/**
 * The one range a `Range` header asks of `size` bytes (RFC 9110 §14.1.2: `bytes=first-last`,
 * `bytes=first-`, `bytes=-suffix`): 'whole' when the header is absent, malformed or asks several
 * ranges (answering the whole file is always allowed), 'unsatisfiable' when it lies past the end.
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'whole' | 'unsatisfiable' {
  if (!header) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
