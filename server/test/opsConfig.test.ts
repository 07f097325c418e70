import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { movementDepsFor } from '../deps';

describe('the settings of moving loads', () => {
  it('check carriers against the test registry and write texts to the outbox without settings', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'loadline-settings-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      fmcsaWebKey: null,
      twilioAccountSid: null,
      twilioAuthToken: null,
      twilioFrom: null,
    });
    const { registry, sms } = movementDepsFor(config);
    expect(registry.source).toBe('test');
    await sms.send('+13125550100', 'Hello');
    expect(readdirSync(path.join(dataDir, 'outbox'))).toEqual([expect.stringMatching(/-sms-/)]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("check carriers against FMCSA's registry with a web key", () => {
    const config = loadConfig({
      FMCSA_WEB_KEY: 'key',
      FMCSA_BASE_URL: 'http://127.0.0.1:9/qc/services',
    });
    expect(config).toMatchObject({
      fmcsaWebKey: 'key',
      fmcsaBaseUrl: 'http://127.0.0.1:9/qc/services',
    });
    expect(movementDepsFor(config).registry.source).toBe('fmcsa');
  });

  it('refuse some of the Twilio settings without the others, naming those missing', () => {
    const load = () => loadConfig({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_FROM: '+13125550100' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM are set together, or none: TWILIO_AUTH_TOKEN missing.',
    );
    expect(
      loadConfig({ TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+1312' }),
    ).toMatchObject({ twilioAccountSid: 'AC123', twilioAuthToken: 't', twilioFrom: '+1312' });
  });

  it('refuse an FMCSA address that is not a URL', () => {
    expect(() => loadConfig({ FMCSA_BASE_URL: 'fmcsa' })).toThrow(
      'FMCSA_BASE_URL must be an http(s) URL.',
    );
  });
});
