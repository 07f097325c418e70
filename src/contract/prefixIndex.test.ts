import { createPrefixIndex } from './prefixIndex';

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

const index = createPrefixIndex(
  places,
  (place) => place.name,
  (a, b) => b.size - a.size,
  3,
);
const names = (text: string) => index.search(text).map((place) => place.name);

describe('prefix index', () => {
  it('offers the exact name first, then the best ranked, up to the limit', () => {
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
