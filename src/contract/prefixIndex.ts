import { SEARCH_RESULTS_LIMIT } from './constants';
import { foldForSearch } from './searchText';

export type PrefixIndex<T> = {
  /** The best entries whose folded name starts with the folded text; none for an empty text. */
  search: (text: string) => T[];
};

type Entry<T> = { item: T; key: string };

const byKey = <T>(a: Entry<T>, b: Entry<T>) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Place search held in memory: names folded once and sorted, so a prefix is a binary search to
 * the first match and a walk to the last. Among the matches, an exact name comes first, then
 * `outranks` decides (the largest city, the alphabetical region). Only the best few are kept as
 * the walk goes, so a one-letter prefix with thousands of matches costs no sort.
 */
export const createPrefixIndex = <T>(
  items: readonly T[],
  name: (item: T) => string,
  outranks: (a: T, b: T) => number,
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

  return {
    search: (text) => {
      const prefix = foldForSearch(text);
      if (!prefix) return [];
      const compare = (a: Entry<T>, b: Entry<T>) =>
        Number(b.key === prefix) - Number(a.key === prefix) || outranks(a.item, b.item);
      const best: Entry<T>[] = [];
      for (let at = firstAtOrAfter(prefix); at < entries.length; at += 1) {
        const entry = entries[at] as Entry<T>;
        if (!entry.key.startsWith(prefix)) break;
        const worst = best[limit - 1];
        if (worst && compare(entry, worst) >= 0) continue;
        let place = best.length;
        while (place > 0 && compare(entry, best[place - 1] as Entry<T>) < 0) place -= 1;
        best.splice(place, 0, entry);
        if (best.length > limit) best.pop();
      }
      return best.map((entry) => entry.item);
    },
  };
};
