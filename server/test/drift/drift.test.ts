import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { City, ListResponse } from '@domain/types';
import { CITIES } from '../../../mocks/data/cities';
import type { Backend } from './backends';
import { mockBackend, serverBackend } from './backends';
import type { Scenario } from './scenarioApi';
import { runScenario } from './scenarioApi';
import { readMockCityRows, serverCityRows } from './mockCities';
import { SCENARIOS } from './scenarios';

/*
 * The mocks stand in for the server in the app's tests and its mocked dev mode: every scenario
 * must get the same answers from both, status and body, once ids, tokens, secrets and times are
 * normalised. A mock that answers differently fails here.
 */

let mocks: Backend;
let server: Backend;

beforeAll(async () => {
  mocks = mockBackend();
  server = await serverBackend();
}, 180_000);
afterAll(async () => {
  await server?.close();
  await mocks?.close();
});

const compare = (scenario: Scenario) => async () => {
  const runId = randomBytes(4).toString('hex');
  const mocked = await runScenario(mocks, scenario, runId);
  const served = await runScenario(server, scenario, runId);
  expect(mocked).toEqual(served);
};

describe('the mocks answer as the server does', () => {
  for (const scenario of SCENARIOS) {
    it(scenario.name, compare(scenario), 60_000);
  }
});

describe("the mocks' cities", () => {
  it("are the server's data set's, as the server maps it, under the ids it gives them", () => {
    const rows = serverCityRows();
    const mockRows = readMockCityRows();
    expect(mockRows).toEqual(mockRows.map(([id]) => rows[id - 1]));
  });

  it('are found by name on the server, under the same id', async () => {
    await server.begin();
    const missing: City[] = [];
    for (const { id, name, region_code, country_code } of CITIES) {
      const city = { id, name, region_code, country_code };
      const path = `/shipper/cities?name_prefix=${encodeURIComponent(name)}`;
      const { body } = await server.send({ method: 'GET', path });
      if (!(body as ListResponse<City>).results.some((found) => isDeepStrictEqual(found, city)))
        missing.push(city);
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
