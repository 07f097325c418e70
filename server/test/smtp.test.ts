import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { authHeader, PASSWORD, randomIp, signUp } from './signUp';
import { startSmtpSink } from './smtpSink';
import { fixture } from './fixture';
import { testServerFixture } from './testServerFixture';

const sink = fixture(startSmtpSink);
const server = testServerFixture({ env: () => ({ SMTP_URL: sink.url }) });
afterAll(() => sink.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers,
    remoteAddress: randomIp(),
  });

// In this order: the second test stops the mail server.
describe('e-mail through an SMTP server', () => {
  it('delivers the verification e-mail, whose link verifies the account', async () => {
    const account = await signUp(server);
    const [mail] = await sink.waitFor(1);
    expect(mail?.to).toEqual([{ name: '', address: account.email }]);
    expect(mail?.subject).toBe('Verify your email for Loadline');
    const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await post('/auth/verify-email/', { token })).json()).toEqual({
      message: SERVER_MESSAGES.emailVerified,
    });
  });

  it('keeps a sign-up when the mail server is down, and says so when asked to resend', async () => {
    await sink.close();
    const account = await signUp(server);
    expect(
      (await post('/auth/login/', { email: account.email, password: PASSWORD })).statusCode,
    ).toBe(200);
    const resend = await post('/auth/resend-verification/', {}, authHeader(account.token));
    expect(resend.statusCode).toBe(503);
    expect(resend.json()).toEqual({ message: MESSAGES.verificationSendFailed });
  });
});
