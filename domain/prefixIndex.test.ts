import { createPrefixIndex } from './prefixIndex';
import type { Match } from './prefixIndex';

type Place = { name: string; size: number };

const places: Place[] = [
  { name: 'San Marcos', size: 60 },
  { name: 'San Antonio', size: 1400 },
  { name: 'Santa Fe', size: 85 },
  { name: 'Sandy', size: 90 },
  { name: 'San', size: 1 },
  { name: 'Montréal', size: 1700 },
  { name: 'Salem', size: 170 },
];

// The exact name first, then the largest: the index leaves the order to its caller.
const exactFirst = (a: Match<Place>, b: Match<Place>) =>
  Number(b.exact) - Number(a.exact) || b.item.size - a.item.size;

const index = createPrefixIndex(places, (place) => place.name, exactFirst, 3);
const names = (text: string) => index.search(text).map((place) => place.name);

describe('prefix index', () => {
  it('tells the ranking which name is typed in full and keeps the best, up to the limit', () => {
    expect(names('san')).toEqual(['San', 'San Antonio', 'Sandy']);
  });

  it('ranks every match, not only the first ones in alphabetical order', () => {
    expect(names('sa')).toEqual(['San Antonio', 'Salem', 'Sandy']);
  });

  it('ignores case and accents on both sides', () => {
    expect(names('MONTRE')).toEqual(['Montréal']);
    expect(names('montré')).toEqual(['Montréal']);
  });

  it('finds nothing for an empty text or a prefix nothing has', () => {
    expect(names('  ')).toEqual([]);
    expect(names('zz')).toEqual([]);
    expect(names('sanz')).toEqual([]);
  });
});

describe('prefix index with more matches than it returns', () => {
  const towns = Array.from({ length: 50 }, (_, n) => ({ name: `Sa town ${n}`, size: n }));
  const many = createPrefixIndex(towns, (town) => town.name, exactFirst, 3);

  it('ranks short and long prefixes the same way', () => {
    expect(many.search('sa').map((town) => town.size)).toEqual([49, 48, 47]);
    expect(many.search('sa town').map((town) => town.size)).toEqual([49, 48, 47]);
    expect(many.search('sa town 1').map((town) => town.size)).toEqual([1, 19, 18]);
  });

  it('hands out answers that a caller may change without changing the next one', () => {
    many.search('sa').pop();
    expect(many.search('sa')).toHaveLength(3);
  });
});
