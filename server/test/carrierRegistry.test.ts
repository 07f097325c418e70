import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFmcsaRegistry } from '../services/carriers/registry/fmcsaRegistry';
import { registryFor } from '../services/carriers/registry/registryFor';
import { createTestRegistry, TEST_CARRIERS } from '../services/carriers/registry/testRegistry';

const WEB_KEY = 'test-web-key+/=';

const carrier = (fields: Record<string, unknown>) => ({
  content: {
    _links: {},
    carrier: {
      dotNumber: 44110,
      legalName: 'GREYHOUND LINES INC',
      dbaName: null,
      statusCode: 'A',
      allowedToOperate: 'Y',
      oosDate: null,
      bipdInsuranceRequired: 'Y',
      bipdRequiredAmount: '5000',
      bipdInsuranceOnFile: '5000',
      cargoInsuranceRequired: 'N',
      cargoInsuranceOnFile: '0',
      ...fields,
    },
  },
  retrievalDate: '2025-08-20T00:33:14.939+0000',
});

type Reply = { status: number; body: string };
type Answer = Reply | 'never' | 'hang up';

const json = (status: number, body: object): Reply => ({ status, body: JSON.stringify(body) });

/** What the fake QCMobile answers for each USDOT number, as FMCSA's service would. */
const ANSWERS: Record<string, Answer> = {
  '44110': json(200, carrier({})),
  '1000001': json(200, carrier({ legalName: 'NUMERIC AMOUNTS LLC', bipdInsuranceOnFile: 750 })),
  '1000002': json(
    200,
    carrier({ legalName: 'STOPPED TRUCKING', allowedToOperate: 'N', oosDate: '2025-03-02' }),
  ),
  '1000003': json(
    200,
    carrier({ legalName: 'OOS US DATE', allowedToOperate: 'N', oosDate: '03/02/2025' }),
  ),
  '1000004': json(200, carrier({ legalName: 'NO AUTHORITY INC', allowedToOperate: 'N' })),
  '1000005': json(200, carrier({ legalName: 'UNINSURED LLC', bipdInsuranceOnFile: '0' })),
  '1000006': json(200, { content: null, retrievalDate: '2025-08-20T00:33:14.939+0000' }),
  '1000007': json(200, { content: {}, retrievalDate: '2025-08-20T00:33:14.939+0000' }),
  '1000008': json(404, { content: 'Not found' }),
  '1000009': json(500, { error: 'Internal Server Error' }),
  '1000010': { status: 200, body: '<html>Service temporarily unavailable</html>' },
  '1000011': json(200, { content: 'Webkey not found' }),
  '1000012': 'never',
  '1000013': 'hang up',
};

const answer = (response: ServerResponse, { status, body }: Reply) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
};

/** A stand-in for mobile.fmcsa.dot.gov/qc/services on 127.0.0.1. */
const startFakeQcMobile = async () => {
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (url.searchParams.get('webKey') !== WEB_KEY) {
      answer(response, json(401, { content: 'Webkey not found' }));
      return;
    }
    const match = /^\/qc\/services\/carriers\/(\d+)$/.exec(url.pathname);
    const reply = (match?.[1] && ANSWERS[match[1]]) || json(200, { content: null });
    if (reply === 'never') return;
    if (reply === 'hang up') {
      request.socket.destroy();
      return;
    }
    answer(response, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/qc/services`,
    requests,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

describe('the FMCSA registry, against a fake QCMobile API', () => {
  let fake: Awaited<ReturnType<typeof startFakeQcMobile>>;
  beforeAll(async () => {
    fake = await startFakeQcMobile();
  });
  afterAll(async () => {
    await fake.stop();
  });

  // Generous but for the cases that test the timeout: a loaded machine may answer slowly.
  const registry = (timeoutMs = 10_000) =>
    createFmcsaRegistry({ webKey: WEB_KEY, baseUrl: fake.baseUrl, timeoutMs });

  it('asks for the carrier by USDOT number with the web key', async () => {
    await registry().check(' 44110 ');
    const asked = fake.requests[fake.requests.length - 1];
    expect(asked?.pathname).toBe('/qc/services/carriers/44110');
    expect(asked?.searchParams.get('webKey')).toBe(WEB_KEY);
  });

  it('verifies an authorised carrier with insurance on file', async () => {
    expect(registry().source).toBe('fmcsa');
    await expect(registry().check('44110')).resolves.toEqual({
      outcome: 'verified',
      reasons: [],
      legalName: 'GREYHOUND LINES INC',
    });
    await expect(registry().check('1000001')).resolves.toMatchObject({ outcome: 'verified' });
  });

  it('refuses a carrier out of service, with the date of the order', async () => {
    await expect(registry().check('1000002')).resolves.toEqual({
      outcome: 'refused',
      reasons: ['Out of service since 2025-03-02.'],
      legalName: 'STOPPED TRUCKING',
    });
    await expect(registry().check('1000003')).resolves.toMatchObject({
      reasons: ['Out of service since 2025-03-02.'],
    });
  });

  it('refuses a carrier not authorised to operate', async () => {
    await expect(registry().check('1000004')).resolves.toEqual({
      outcome: 'refused',
      reasons: ['Not authorised to operate by FMCSA.'],
      legalName: 'NO AUTHORITY INC',
    });
  });

  it('refuses a carrier without insurance on file', async () => {
    await expect(registry().check('1000005')).resolves.toEqual({
      outcome: 'refused',
      reasons: ['No insurance on file with FMCSA.'],
      legalName: 'UNINSURED LLC',
    });
  });

  it.each(['1000006', '1000007', '1000008'])('does not know USDOT %s', async (number) => {
    await expect(registry().check(number)).resolves.toEqual({
      outcome: 'unknown',
      reasons: [`USDOT ${number} is not in the registry.`],
      legalName: null,
    });
  });

  it('asks nothing about what cannot be a USDOT number', async () => {
    const before = fake.requests.length;
    await expect(registry().check('../carriers/44110')).resolves.toMatchObject({
      outcome: 'unknown',
      reasons: ['A USDOT number is 1 to 8 digits.'],
    });
    expect(fake.requests).toHaveLength(before);
  });

  it.each([
    ['a server error', '1000009'],
    ['a body that is not JSON', '1000010'],
    ['JSON of another shape', '1000011'],
    ['a closed connection', '1000013'],
  ])('is unreachable, not a pass, on %s', async (_, number) => {
    await expect(registry().check(number)).resolves.toEqual({
      outcome: 'unreachable',
      reasons: ['The carrier registry could not be reached; try again.'],
      legalName: null,
    });
  });

  it('is unreachable when no answer comes in time', async () => {
    await expect(registry(300).check('1000012')).resolves.toEqual({
      outcome: 'unreachable',
      reasons: ['The carrier registry could not be reached; try again.'],
      legalName: null,
    });
  });

  it('is unreachable when nothing listens', async () => {
    const down = await startFakeQcMobile();
    await down.stop();
    const check = createFmcsaRegistry({ webKey: WEB_KEY, baseUrl: down.baseUrl }).check('44110');
    await expect(check).resolves.toMatchObject({ outcome: 'unreachable' });
  });

  it('is unreachable, naming the web key, when the key is refused', async () => {
    const wrongKey = createFmcsaRegistry({ webKey: 'wrong', baseUrl: fake.baseUrl });
    const check = await wrongKey.check('44110');
    expect(check.outcome).toBe('unreachable');
    expect(check.reasons).toEqual([expect.stringContaining('FMCSA web key')]);
    expect(check.reasons.join(' ')).not.toContain('wrong');
  });
});

describe('the test registry', () => {
  const registry = createTestRegistry();

  it.each([
    ['3000001', 'verified', [], 'Prairie Line Transport LLC'],
    ['3000002', 'refused', ['Out of service since 2025-03-02.'], 'Red Mesa Haulers Inc'],
    ['3000003', 'refused', ['Not authorised to operate by FMCSA.'], 'Blue Heron Freight Co'],
    ['3000004', 'refused', ['No insurance on file with FMCSA.'], 'Granite Ridge Carriers LLC'],
    ['1234567', 'unknown', ['USDOT 1234567 is not in the registry.'], null],
  ])('answers USDOT %s: %s', async (number, outcome, reasons, legalName) => {
    expect(registry.source).toBe('test');
    await expect(registry.check(number)).resolves.toEqual({ outcome, reasons, legalName });
  });

  it('lists every test number with what it shows', () => {
    expect(TEST_CARRIERS.map(({ usdotNumber }) => usdotNumber)).toEqual([
      '3000001',
      '3000002',
      '3000003',
      '3000004',
    ]);
    for (const { shows } of TEST_CARRIERS) expect(shows).toMatch(/\.$/);
  });
});

describe('registryFor', () => {
  it('uses FMCSA when a web key is set, else the test registry', () => {
    expect(registryFor({ fmcsaWebKey: 'key' }).source).toBe('fmcsa');
    expect(registryFor({}).source).toBe('test');
    expect(registryFor({ fmcsaWebKey: '' }).source).toBe('test');
  });
});
