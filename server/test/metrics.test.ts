import { bookShipment, pay, shipper } from './paymentFixtures';
import { testServerFixture } from './testServerFixture';

const TOKEN = 'metrics-token-for-tests';

const scrape = (server: ReturnType<typeof testServerFixture>, authorization?: string) =>
  server.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of a series in the text format, or undefined. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((found) => found.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /api/metrics with METRICS_TOKEN set', () => {
  const server = testServerFixture({ env: { METRICS_TOKEN: TOKEN } });

  it('answers only the bearer of the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Token ${TOKEN}`, TOKEN]) {
      const refused = await scrape(server, authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: expect.any(String) });
    }
    const answered = await scrape(server, `Bearer ${TOKEN}`);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answered.headers['cache-control']).toBe('no-store');
  });

  it('counts requests by route template, payments by status and the e-mails owed', async () => {
    const who = await shipper(server);
    const shipment = await bookShipment(server, who);
    expect((await pay(server, who, shipment.id)).statusCode).toBe(200);
    const text = (await scrape(server, `Bearer ${TOKEN}`)).body;
    expect(
      valueOf(
        text,
        'loadline_http_requests_total{method="POST",route="/api/payments/create-intent/",status="200"}',
      ),
    ).toBe(1);
    expect(text).toContain(
      'loadline_http_request_duration_seconds_count{method="PATCH",route="/api/shipper/shipments/:id/finalizing/"}',
    );
    // Never a path with an id in it: a series per shipment would grow without end.
    expect(text).not.toContain(`/shipments/${shipment.id}/`);
    expect(valueOf(text, 'loadline_payments{status="succeeded"}')).toBeGreaterThanOrEqual(1);
    for (const outcome of ['made', 'owed', 'given_up'])
      expect(valueOf(text, `loadline_refunds{outcome="${outcome}"}`)).toEqual(expect.any(Number));
    expect(valueOf(text, 'loadline_mail_owed')).toEqual(expect.any(Number));
    expect(valueOf(text, 'loadline_mail_owed_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('loadline_process_resident_memory_bytes');
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  const server = testServerFixture();

  it('is not served at all', async () => {
    for (const authorization of [undefined, 'Bearer anything']) {
      const response = await scrape(server, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});
