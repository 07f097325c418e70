import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { registerErrorHandler } from '../http/errorHandler';
import { testServerFixture } from './testServerFixture';

const VENDOR = 'console.log("vendor");'.repeat(200);
// Told apart from what compressing VENDOR on the fly would give.
const VENDOR_STORED_COPY = `/* stored */${VENDOR}`;

/** A built app in a temporary folder: pages, hashed assets and a stored brotli copy of one. */
const builtApp = () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'loadline-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'driver.html'), '<!doctype html><title>Loadline driver</title>');
  writeFileSync(path.join(dist, 'assets', 'main.0123456789.js'), 'console.log("app");'.repeat(200));
  writeFileSync(path.join(dist, 'assets', 'vendor.0123456789.js'), VENDOR);
  writeFileSync(
    path.join(dist, 'assets', 'vendor.0123456789.js.br'),
    brotliCompressSync(VENDOR_STORED_COPY),
  );
  return dist;
};

let dist: string | undefined;
const server = testServerFixture({ env: () => ({ DIST_DIR: (dist = builtApp()) }) });
afterAll(() => dist && rmSync(dist, { recursive: true, force: true }));

describe('Serving the app', () => {
  it('answers app routes with index.html, never cached', async () => {
    for (const url of ['/', '/dashboard', '/shipments/12/checkout', '/verify-email/abc']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("answers a driver's link with the driver's page, never cached", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/d/some-token' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('Loadline driver');
  });

  it('caches hashed assets for a year, and compresses them', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's brotli copy of an asset as it is", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/assets/vendor.0123456789.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(VENDOR_STORED_COPY);
  });

  it('answers a missing asset with 404, not the app', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('sends security headers with a policy for its own origin only', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('stripe');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the same security headers with API answers and errors', async () => {
    for (const url of ['/api/config/', '/api/nothing']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('API errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/auth/nothing/'],
      ['GET', '/api'],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('answers malformed JSON with a 400 message', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/shipper/distance-price/',
      headers: { 'content-type': 'application/json' },
      payload: '{"pickup_location": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON in the request body.' });
  });

  it('answers wrong types with field errors', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/shipper/distance-price/',
      payload: { pickup_location: 'Chicago', dropoff_location: { id: 1 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        pickup_location: ['Must be an integer.'],
        dropoff_location: ['Must be an integer.'],
      },
    });
  });

  it('answers a body that is no JSON object on non_field_errors, before any field is read', async () => {
    const notAnObject = { errors: { non_field_errors: ['Must be an object.'] } };
    for (const payload of ['[1]', 'null']) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect([payload, response.statusCode, response.json()]).toEqual([payload, 400, notAnObject]);
    }
    const none = await server.app.inject({ method: 'POST', url: '/api/auth/login/' });
    expect([none.statusCode, none.json()]).toEqual([400, notAnObject]);
  });

  it('answers each field of the wrong JSON type on its own name, before the rules', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 5, password: true },
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { errors: { email: ['Must be a string.'], password: ['Must be a string.'] } },
    ]);
  });

  it('refuses a body sent as anything but JSON with 415, saying how to send it', async () => {
    for (const [type, payload] of [
      ['application/xml', '<email>x</email>'],
      ['application/x-www-form-urlencoded', 'email=x'],
    ]) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        headers: { 'content-type': type },
        payload,
      });
      expect([type, response.statusCode, response.json()]).toEqual([
        type,
        415,
        { message: 'Send the request body as application/json.' },
      ]);
    }
  });

  it('refuses bodies over 100 KB with 413', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/shipper/distance-price/',
      payload: { pickup_location: 1, padding: 'x'.repeat(101 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.' });
  });

  it('hides the inside of a failure behind a 500 message', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/boom', async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error.' });
    await app.close();
  });
});

describe('GET /api/config/', () => {
  it('says the test payment provider is in use when no Stripe key is set', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.json()).toEqual({ payment_provider: 'test', stripe_publishable_key: null });
  });
});
