import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOutboxSms } from '../sms/outboxSms';
import { smsSenderFor } from '../sms/smsSenderFor';
import { createTwilioSms } from '../sms/twilioSms';

const SID = 'AC00000000000000000000000000000001';
const TOKEN = 'test-auth-token';
const FROM = '+15005550006';

type Received = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
};

/** A stand-in for api.twilio.com's Messages API on 127.0.0.1. */
const startFakeTwilio = async () => {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        form,
      });
      response.setHeader('content-type', 'application/json');
      const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        response.statusCode = 401;
        response.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
        return;
      }
      if (form.get('To') === '+1555') {
        response.statusCode = 400;
        response.end(
          JSON.stringify({
            code: 21211,
            message: "The 'To' number +1555 is not a valid phone number.",
            more_info: 'https://www.twilio.com/docs/errors/21211',
            status: 400,
          }),
        );
        return;
      }
      response.statusCode = 201;
      response.end(JSON.stringify({ sid: 'SM0001', status: 'queued', to: form.get('To') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

describe('the Twilio sender, against a fake Messages API', () => {
  let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
  beforeAll(async () => {
    fake = await startFakeTwilio();
  });
  afterAll(async () => {
    await fake.stop();
  });

  const twilio = (authToken = TOKEN) =>
    createTwilioSms({ accountSid: SID, authToken, from: FROM, baseUrl: fake.baseUrl });

  it('posts the text as a form, signed in with the account and token', async () => {
    await twilio().send('+15551234567', 'Your load LL-1042 was picked up & is on its way.');
    const last = fake.received[fake.received.length - 1];
    expect(last?.method).toBe('POST');
    expect(last?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(last?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(last?.form ?? [])).toEqual({
      To: '+15551234567',
      From: FROM,
      Body: 'Your load LL-1042 was picked up & is on its way.',
    });
  });

  it("throws with Twilio's message when Twilio refuses the text", async () => {
    await expect(twilio().send('+1555', 'Hello')).rejects.toThrow(
      "Twilio refused the text (HTTP 400): The 'To' number +1555 is not a valid phone number. (code 21211)",
    );
  });

  it('throws when the credentials are refused', async () => {
    await expect(twilio('wrong').send('+15551234567', 'Hello')).rejects.toThrow(
      'Twilio refused the text (HTTP 401): Authenticate (code 20003)',
    );
  });

  it('throws when Twilio cannot be reached', async () => {
    const down = await startFakeTwilio();
    await down.stop();
    const sender = createTwilioSms({
      accountSid: SID,
      authToken: TOKEN,
      from: FROM,
      baseUrl: down.baseUrl,
    });
    await expect(sender.send('+15551234567', 'Hello')).rejects.toThrow();
  });
});

describe('the outbox sender', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'loadline-sms-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each text as a readable file in the outbox folder, in order', async () => {
    const outbox = path.join(dataDir, 'outbox');
    const sender = createOutboxSms(outbox);
    await sender.send('+15551234567', 'First text.');
    await sender.send('+15557654321', 'Second text,\non two lines.');
    const names = (await readdir(outbox)).sort();
    expect(names).toHaveLength(2);
    for (const name of names)
      expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+\.\d{3}Z-\d{6}-sms-[0-9a-f]{8}\.txt$/);
    const [first, second] = await Promise.all(
      names.map((name) => readFile(path.join(outbox, name), 'utf8')),
    );
    expect(first).toBe('To: +15551234567\n\nFirst text.\n');
    expect(second).toBe('To: +15557654321\n\nSecond text,\non two lines.\n');
  });

  it('reports where it wrote the text', async () => {
    const info = jest.fn();
    await createOutboxSms(path.join(dataDir, 'outbox'), { info }).send('+15551234567', 'Hi.');
    expect(info).toHaveBeenCalledWith(
      { to: '+15551234567', file: expect.stringContaining(path.join(dataDir, 'outbox')) },
      'text message written to the outbox',
    );
  });
});

describe('smsSenderFor', () => {
  let dataDir: string;
  let fake: Awaited<ReturnType<typeof startFakeTwilio>>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'loadline-sms-'));
    fake = await startFakeTwilio();
  });
  afterAll(async () => {
    await fake.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends through Twilio when the account, token and sender are all given', async () => {
    const before = fake.received.length;
    const sender = smsSenderFor({
      twilioAccountSid: SID,
      twilioAuthToken: TOKEN,
      twilioFrom: FROM,
      twilioBaseUrl: fake.baseUrl,
      dataDir,
    });
    await sender.send('+15551234567', 'Through Twilio.');
    expect(fake.received).toHaveLength(before + 1);
    await expect(readdir(path.join(dataDir, 'outbox'))).rejects.toThrow();
  });

  it('writes to the outbox when any of the three is missing', async () => {
    const before = fake.received.length;
    const sender = smsSenderFor({
      twilioAccountSid: SID,
      twilioAuthToken: TOKEN,
      twilioBaseUrl: fake.baseUrl,
      dataDir,
    });
    await sender.send('+15551234567', 'To the outbox.');
    expect(fake.received).toHaveLength(before);
    expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(1);
  });
});
