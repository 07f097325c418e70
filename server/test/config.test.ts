import { ConfigError, loadConfig } from '../config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      appUrl: 'http://localhost:8000',
      databaseUrl: null,
      production: false,
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reports every problem in one readable error', () => {
    const load = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        STRIPE_SECRET_KEY: 'sk_test_1',
        NODE_ENV: 'staging',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /PORT must be a port number[\s\S]*DATABASE_URL must be a postgres:\/\/ URL[\s\S]*STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY[\s\S]*NODE_ENV/,
    );
  });

  it('takes no test card in production unless asked to, as for a trial', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /In production, card payments need STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY; TEST_PAYMENTS=true/,
    );
    expect(loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true' }).production).toBe(true);
    const live = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' };
    expect(loadConfig({ NODE_ENV: 'production', ...live }).stripeSecretKey).toBe('sk_live_abc');
    expect(loadConfig({}).stripeSecretKey).toBeNull();
  });

  it('takes the Stripe keys and the links base from the environment', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      APP_URL: 'https://freight.example.com/',
    });
    expect(config.stripePublishableKey).toBe('pk_test_abc');
    expect(config.appUrl).toBe('https://freight.example.com');
  });

  it('runs the clock ahead only for tests, never with live card payments', () => {
    expect(loadConfig({}).clockOffsetMinutes).toBe(0);
    expect(loadConfig({ CLOCK_OFFSET_MINUTES: '90' }).clockOffsetMinutes).toBe(90);
    expect(() => loadConfig({ CLOCK_OFFSET_MINUTES: '1.5' })).toThrow(
      'CLOCK_OFFSET_MINUTES must be a whole number of minutes, 0 or more.',
    );
    expect(() =>
      loadConfig({
        CLOCK_OFFSET_MINUTES: '90',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      }),
    ).toThrow('CLOCK_OFFSET_MINUTES is for tests: it cannot be set with a live Stripe key.');
  });

  it('takes a number of requests in progress beyond which the server answers busy', () => {
    expect(loadConfig({}).maxRequestsInFlight).toBe(200);
    expect(loadConfig({ MAX_REQUESTS_IN_FLIGHT: '40' }).maxRequestsInFlight).toBe(40);
    for (const wrong of ['0', '2.5', 'many'])
      expect(() => loadConfig({ MAX_REQUESTS_IN_FLIGHT: wrong })).toThrow(
        `MAX_REQUESTS_IN_FLIGHT must be a whole number, 1 or more, not "${wrong}".`,
      );
  });

  it('looks for work owed every minute, or as often as a test asks', () => {
    expect(loadConfig({}).owedWorkEveryMs).toBe(60_000);
    expect(loadConfig({ OWED_WORK_EVERY_MS: '500' }).owedWorkEveryMs).toBe(500);
    for (const wrong of ['50', '2.5', 'often'])
      expect(() => loadConfig({ OWED_WORK_EVERY_MS: wrong })).toThrow(
        `OWED_WORK_EVERY_MS must be a whole number, 100 or more, not "${wrong}".`,
      );
  });
});
