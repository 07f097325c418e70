import { ConfigError, loadConfig } from '../config';

describe('Where the server listens (HOST)', () => {
  it('is this machine alone outside production, where the demo password is printed', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
  });

  it('is every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true' }).host).toBe('0.0.0.0');
  });

  it('is what HOST says when set', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(
      loadConfig({ NODE_ENV: 'production', TEST_PAYMENTS: 'true', HOST: '127.0.0.1' }).host,
    ).toBe('127.0.0.1');
  });
});

describe('Which proxies are believed (TRUST_PROXY)', () => {
  const trustProxy = (value?: string) =>
    loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('is none by default, so that X-Forwarded-For cannot be forged to dodge a limit', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
  });

  it('takes true, or a list of addresses and ranges', () => {
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('10.0.0.0/8, 192.168.1.7,::1, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
    ]);
    expect(trustProxy('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
  });

  it('refuses anything else, naming it', () => {
    for (const value of ['yes', '-1', '1.5', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.internal' })).toThrow(
      /TRUST_PROXY .*"proxy\.internal"/,
    );
  });

  it('refuses a number of hops, which Fastify would not trust', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY .*not a number of hops/);
  });
});
