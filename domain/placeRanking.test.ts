import { createPrefixIndex } from './prefixIndex';
import { cityOutranks, regionOutranks } from './placeRanking';

type Town = { id: number; name: string; region_code: string; population: number };

let nextId = 1;
const town = (name: string, region_code: string, population: number): Town => ({
  id: nextId++,
  name,
  region_code,
  population,
});

const towns: Town[] = [
  town('Atla', 'PUE', 2_172),
  town('Atlacomulco', 'MEX', 22_774),
  town('Atlanta', 'GA', 463_878),
  town('Atlantic City', 'NJ', 39_260),
  town('Atlanta', 'TX', 5_605),
  town('Jackson', 'MS', 170_000),
  town('Jacksonville', 'FL', 868_000),
  town('Jackson', 'WY', 10_500),
  town('Mexico', 'MO', 11_500),
  town('Mexico City', 'CMX', 12_294_193),
  town('Dallas', 'GA', 12_870),
  town('Dallas', 'TX', 1_300_092),
  town('Dallastown', 'PA', 4_017),
  town('Paris', 'ON', 11_177),
  town('Paris', 'TX', 24_782),
  town('Paris', 'TN', 10_150),
  town('Portland', 'ME', 66_881),
  town('Portland', 'OR', 632_309),
  town('Springfield', 'IL', 116_565),
  town('Springfield', 'MO', 166_810),
  town('Springfield', 'MA', 154_341),
  town('Springdale', 'AR', 81_000),
  town('Twin', 'AL', 400),
  town('Twins', 'AL', 400),
];

const index = createPrefixIndex(towns, (t) => t.name, cityOutranks, 4);
const found = (text: string) => index.search(text).map((t) => `${t.name}, ${t.region_code}`);

describe('city ranking', () => {
  it('puts the largest city whose name starts with the text first, over a tiny exact name', () => {
    expect(found('Atla')).toEqual([
      'Atlanta, GA',
      'Atlantic City, NJ',
      'Atlacomulco, MEX',
      'Atlanta, TX',
    ]);
    expect(found('Mexico')).toEqual(['Mexico City, CMX', 'Mexico, MO']);
  });

  it('orders cities of one name by size', () => {
    expect(found('Springf')).toEqual(['Springfield, MO', 'Springfield, MA', 'Springfield, IL']);
    expect(found('Paris')).toEqual(['Paris, TX', 'Paris, ON', 'Paris, TN']);
    expect(found('Portland')).toEqual(['Portland, OR', 'Portland, ME']);
  });

  it('puts an exact name that is a real city of comparable size before a larger prefix match', () => {
    expect(found('Jackson')).toEqual(['Jackson, MS', 'Jacksonville, FL', 'Jackson, WY']);
  });

  it('puts the largest exact name before its small namesakes and longer names', () => {
    expect(found('Dallas')).toEqual(['Dallas, TX', 'Dallas, GA', 'Dallastown, PA']);
  });

  it('puts the exact name first between places of the same size', () => {
    expect(found('Twin')).toEqual(['Twin, AL', 'Twins, AL']);
  });
});

describe('region ranking', () => {
  const regions = [
    { id: 1, name: 'New York' },
    { id: 2, name: 'Nevada' },
    { id: 3, name: 'New' },
    { id: 4, name: 'Nebraska' },
  ];
  const regionIndex = createPrefixIndex(regions, (r) => r.name, regionOutranks);

  it('puts the exact name first, then the rest alphabetically', () => {
    expect(regionIndex.search('new').map((r) => r.name)).toEqual(['New', 'New York']);
    expect(regionIndex.search('ne').map((r) => r.name)).toEqual([
      'Nebraska',
      'Nevada',
      'New',
      'New York',
    ]);
  });
});
