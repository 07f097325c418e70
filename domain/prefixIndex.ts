import { SEARCH_RESULTS_LIMIT } from './constants';
import { foldForSearch } from './searchText';

export type PrefixIndex<T> = {
  /** The best entries whose folded name starts with the folded text; none for an empty text. */
  search: (text: string) => T[];
};

/** An item whose name starts with the typed text, and whether that name is the whole text. */
export type Match<T> = { item: T; exact: boolean };

type Entry<T> = { item: T; key: string };

/** Prefixes up to this length have their answers ready. */
const SHORT_PREFIX = 3;

const byKey = <T>(a: Entry<T>, b: Entry<T>) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Place search held in memory: names folded once and sorted, so a prefix is a binary search to
 * the first match and a walk to the last. `outranks` orders the matches, told which of them is
 * the name typed in full (domain/placeRanking). Only the best few are kept as the walk goes, so
 * a prefix with thousands of matches costs no sort.
 */
export const createPrefixIndex = <T>(
  items: readonly T[],
  name: (item: T) => string,
  outranks: (a: Match<T>, b: Match<T>) => number,
  limit = SEARCH_RESULTS_LIMIT,
): PrefixIndex<T> => {
  const entries: Entry<T>[] = items
    .map((item) => ({ item, key: foldForSearch(name(item)) }))
    .sort(byKey);

  const firstAtOrAfter = (prefix: string) => {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((entries[middle]?.key ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  const best = (prefix: string): T[] => {
    const kept: Match<T>[] = [];
    for (let at = firstAtOrAfter(prefix); at < entries.length; at += 1) {
      const entry = entries[at] as Entry<T>;
      if (!entry.key.startsWith(prefix)) break;
      const match = { item: entry.item, exact: entry.key === prefix };
      const worst = kept[limit - 1];
      if (worst && outranks(match, worst) >= 0) continue;
      let place = kept.length;
      while (place > 0 && outranks(match, kept[place - 1] as Match<T>) < 0) place -= 1;
      kept.splice(place, 0, match);
      if (kept.length > limit) kept.pop();
    }
    return kept.map((match) => match.item);
  };

  // The short prefixes people type first match the most names ("san": about a thousand cities):
  // their answers are worked out once, here, for a few milliseconds at start.
  const shortAnswers = new Map<string, T[]>();
  for (const { key } of entries)
    for (let length = 1; length <= Math.min(SHORT_PREFIX, key.length); length += 1) {
      const prefix = key.slice(0, length);
      if (!shortAnswers.has(prefix)) shortAnswers.set(prefix, best(prefix));
    }

  return {
    search: (text) => {
      const prefix = foldForSearch(text);
      if (!prefix) return [];
      if (prefix.length <= SHORT_PREFIX) return [...(shortAnswers.get(prefix) ?? [])];
      return best(prefix);
    },
  };
};
