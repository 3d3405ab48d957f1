/** A per-module counter: makes the unique fields of mothers (e-mails, references, keys) differ per call. */
export function sequence(): () => number {
  let count = 0;
  return () => {
    count += 1;
    return count;
  };
}
