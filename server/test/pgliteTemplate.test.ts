import { PGlite } from '@electric-sql/pglite';
import { northAmericanCities } from '../data/loadPlaces';
import { pgliteTemplate } from '../db/pgliteTemplate';

// Each copy writes more WAL than the one segment the prepared database keeps.
jest.setTimeout(120_000);

const count = async (client: PGlite, table: string) =>
  Number(
    (await client.query<{ rows: number }>(`select count(*)::int as rows from ${table}`)).rows[0]
      ?.rows,
  );

describe('A copy of the prepared embedded database', () => {
  it('holds every place, writes on past the WAL it was given, and opens again whole', async () => {
    const copy = await PGlite.create({ loadDataDir: await pgliteTemplate() });
    try {
      expect(await count(copy, 'cities')).toBe(northAmericanCities().length);
      await copy.query('create table notes (id int primary key, body text)');
      // About 20 MB of WAL: past the end of the segment the copy started with, into the next.
      await copy.query(
        'insert into notes select n, repeat(md5(n::text), 40) from generate_series(1, 15000) n',
      );
      await copy.query('checkpoint');
      const reopened = await PGlite.create({ loadDataDir: await copy.dumpDataDir('none') });
      try {
        expect(await count(reopened, 'notes')).toBe(15_000);
        expect(await count(reopened, 'cities')).toBe(northAmericanCities().length);
      } finally {
        await reopened.close();
      }
    } finally {
      await copy.close();
    }
  });
});
