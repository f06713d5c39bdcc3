import { foldText } from './fold-text';

/**
 * The order of names in a list (units, filter chips): letters compared without regard to accents
 * or case, then, for names that fold alike, as written. This is the order a collator gives for
 * the pack's names in English, Spanish and French (a test checks every one), without asking the
 * browser for its collation data: the first collator a page makes loads it, which cost a phone
 * about 30 ms of the builder's start-up at 4× slowdown (issue 14).
 */
export function compareNames(a: string, b: string): number {
  return compareFolded(foldText(a), a, foldText(b), b);
}

/** Items and their names, folded once each, in name order. */
function keyedByName<T>(items: readonly T[], name: (item: T) => string) {
  const keyed = items.map((item) => {
    const written = name(item);
    return { item, written, folded: foldText(written) };
  });
  return keyed.sort((x, y) => compareFolded(x.folded, x.written, y.folded, y.written));
}

/** Sorts `items` by name, folding each name once. */
export function sortByName<T>(items: readonly T[], name: (item: T) => string): T[] {
  return keyedByName(items, name).map((entry) => entry.item);
}

/**
 * Each item's place in name order, items with the same name sharing one, for comparators that
 * sort by name among other keys (each name folded once, not at every comparison).
 */
export function nameRanks<T>(items: readonly T[], name: (item: T) => string): Map<T, number> {
  const ranks = new Map<T, number>();
  let rank = -1;
  let previous: string | undefined;
  for (const { item, written } of keyedByName(items, name)) {
    if (written !== previous) rank += 1;
    previous = written;
    ranks.set(item, rank);
  }
  return ranks;
}

function compareFolded(foldedA: string, a: string, foldedB: string, b: string): number {
  if (foldedA !== foldedB) return foldedA < foldedB ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}
