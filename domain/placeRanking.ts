import { foldForSearch } from './searchText';

/*
 * How place search ranks the names that match after an exact one (createPrefixIndex's
 * `outranks`): the server's place directory and the mocks rank alike by these.
 */

/** The largest city first; of two the same size, the one stored first. */
export const cityOutranks = (
  a: { id: number; population: number },
  b: { id: number; population: number },
): number => b.population - a.population || a.id - b.id;

/** Alphabetical by the folded name in code-point order (the database's C collation), then id. */
export const regionOutranks = (
  a: { id: number; name: string },
  b: { id: number; name: string },
): number => {
  const [first, second] = [foldForSearch(a.name), foldForSearch(b.name)];
  return first < second ? -1 : first > second ? 1 : a.id - b.id;
};
