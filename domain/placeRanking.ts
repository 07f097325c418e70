import type { Match } from './prefixIndex';
import { foldForSearch } from './searchText';

/*
 * How place search ranks the names that match the typed text (createPrefixIndex's `outranks`):
 * the server's place directory and the mocks rank alike by these.
 */

/**
 * The size from which a place counts as a city in its own right: the urban core both the US
 * Census Bureau (a metropolitan area) and Statistics Canada (a census metropolitan area) ask for.
 * Below it an exact name is a town that happens to be spelled like the start of a city's name
 * ("Atla", Puebla, 2,000 people, while the shipper is typing "Atlanta").
 */
export const REAL_CITY_POPULATION = 50_000;

/**
 * How much smaller than a longer name an exact one may be and still come first: within an order
 * of magnitude the shipper most likely means the name typed in full ("Jackson": Jackson, MS,
 * 170,000, before Jacksonville, FL, five times its size); beyond it the larger city is the
 * likelier meaning.
 */
export const COMPARABLE_SIZE = 10;

type Sized = { id: number; population: number };

const rankingSize = ({ item, exact }: Match<Sized>) =>
  exact && item.population >= REAL_CITY_POPULATION
    ? item.population * COMPARABLE_SIZE
    : item.population;

/**
 * The largest city first, an exact name that is a real city counted as if it were
 * COMPARABLE_SIZE times larger; of two the same, the exact name, then the one stored first.
 */
export const cityOutranks = (a: Match<Sized>, b: Match<Sized>): number =>
  rankingSize(b) - rankingSize(a) || Number(b.exact) - Number(a.exact) || a.item.id - b.item.id;

/**
 * The exact name first (a region is picked by name, not by size), then alphabetical by the
 * folded name in code-point order (the database's C collation), then id.
 */
export const regionOutranks = (
  a: Match<{ id: number; name: string }>,
  b: Match<{ id: number; name: string }>,
): number => {
  const [first, second] = [foldForSearch(a.item.name), foldForSearch(b.item.name)];
  return (
    Number(b.exact) - Number(a.exact) ||
    (first < second ? -1 : first > second ? 1 : a.item.id - b.item.id)
  );
};
