import { testServerFixture } from './testServerFixture';

const server = testServerFixture();

const get = async (url: string) => {
  const response = await server.app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    body: response.json() as { results: Record<string, unknown>[] },
  };
};

describe('GET /api/shipper/cities', () => {
  it('finds cities by prefix, largest first, at most 20', async () => {
    const { status, body } = await get('/api/shipper/cities?name_prefix=san');
    expect(status).toBe(200);
    expect(body.results).toHaveLength(20);
    expect(body.results.slice(0, 3).map((c) => c.name)).toEqual([
      'San Antonio',
      'San Diego',
      'San Jose',
    ]);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      name: 'San Antonio',
      region_code: 'TX',
      country_code: 'US',
    });
  });

  it('ignores case and accents', async () => {
    const { body } = await get('/api/shipper/cities?name_prefix=MONTR');
    expect(body.results[0]).toMatchObject({
      name: 'Montréal',
      region_code: 'QC',
      country_code: 'CA',
    });
    const { body: mexico } = await get('/api/shipper/cities?name_prefix=queretaro');
    expect(mexico.results.length).toBeGreaterThan(0);
  });

  const firstFound = async (text: string, count: number) =>
    (await get(`/api/shipper/cities?name_prefix=${encodeURIComponent(text)}`)).body.results
      .slice(0, count)
      .map((city) => `${String(city.name)}, ${String(city.region_code)}`);

  it('puts the largest city that starts with the text first, not a tiny town of that name', async () => {
    expect(await firstFound('Atla', 1)).toEqual(['Atlanta, GA']);
    expect(await firstFound('atla', 1)).toEqual(['Atlanta, GA']);
    expect(await firstFound('Chic', 1)).toEqual(['Chicago, IL']);
    expect(await firstFound('Springf', 3)).toEqual([
      'Springfield, MO',
      'Springfield, MA',
      'Springfield, IL',
    ]);
  });

  it('puts the biggest city of the exact name first, before smaller namesakes', async () => {
    expect(await firstFound('Dallas', 3)).toEqual(['Dallas, TX', 'Dallas, OR', 'Dallas, GA']);
    expect(await firstFound('Portland', 2)).toEqual(['Portland, OR', 'Portland, ME']);
    expect(await firstFound('Paris', 3)).toEqual(['Paris, TX', 'Paris, ON', 'Paris, TN']);
    expect(await firstFound('Houston', 1)).toEqual(['Houston, TX']);
  });

  it('puts an exact name that is a real city of comparable size before a larger longer name', async () => {
    expect(await firstFound('Jackson', 2)).toEqual(['Jackson, MS', 'Jacksonville, FL']);
  });

  it('answers an empty list for empty text and treats LIKE characters as text', async () => {
    expect((await get('/api/shipper/cities?name_prefix=')).body.results).toEqual([]);
    expect((await get('/api/shipper/cities')).body.results).toEqual([]);
    expect((await get('/api/shipper/cities?name_prefix=%25')).body.results).toEqual([]);
    expect((await get('/api/shipper/cities?name_prefix=_')).body.results).toEqual([]);
  });

  it('covers the three countries', async () => {
    for (const [prefix, country] of [
      ['Toronto', 'CA'],
      ['Guadalajara', 'MX'],
      ['Chicago', 'US'],
    ]) {
      const { body } = await get(`/api/shipper/cities?name_prefix=${prefix}`);
      expect(body.results[0]).toMatchObject({ name: prefix, country_code: country });
    }
  });
});

describe('GET /api/shipper/cities/{id}/', () => {
  it('places a city on the map and on its clock', async () => {
    const [denver] = (await get('/api/shipper/cities?name_prefix=denver')).body.results;
    const { status, body } = await get(`/api/shipper/cities/${String(denver?.id)}/`);
    expect(status).toBe(200);
    expect(body).toEqual({
      city: { id: denver?.id, name: 'Denver', region_code: 'CO', country_code: 'US' },
      time_zone: 'America/Denver',
      latitude: expect.closeTo(39.74, 1),
      longitude: expect.closeTo(-104.99, 1),
    });
  });

  it('is not found for an id that names no city', async () => {
    for (const id of ['99999999', '0', 'abc', '2147483648'])
      expect(await get(`/api/shipper/cities/${id}/`)).toEqual({
        status: 404,
        body: { message: expect.any(String) },
      });
  });
});

describe('GET /api/shipper/country-regions', () => {
  it('finds states and provinces by prefix under all three spellings of the parameter', async () => {
    for (const param of ['search_term', 'namePrefix', 'search_Term']) {
      const { status, body } = await get(`/api/shipper/country-regions?${param}=que`);
      expect(status).toBe(200);
      expect(body.results).toEqual([
        { id: expect.any(Number), name: 'Québec', countryCode: 'CA' },
        { id: expect.any(Number), name: 'Querétaro', countryCode: 'MX' },
      ]);
    }
  });

  it('answers an empty list for empty text', async () => {
    expect((await get('/api/shipper/country-regions?search_term=')).body.results).toEqual([]);
  });

  it('answers an empty list when no spelling of the parameter is sent, and for a prefix of none', async () => {
    expect(await get('/api/shipper/country-regions')).toEqual({
      status: 200,
      body: { results: [] },
    });
    expect((await get('/api/shipper/country-regions?search_term=zz')).body.results).toEqual([]);
  });
});
