import { MESSAGES } from '@domain/messages';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { countMail, linkToken, RESET_SUBJECT, VERIFY_SUBJECT, waitForMail } from './outbox';
import { authHeader, PASSWORD, randomIp, signUp, uniqueEmail } from './signUp';
import { testServerFixture } from './testServerFixture';

const HOUR_MS = 60 * 60 * 1000;
const APP_URL = 'https://loadline.example';

const server = testServerFixture({
  env: { APP_URL, MAIL_FROM: 'Loadline <hello@loadline.example>' },
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers,
    remoteAddress: randomIp(),
  });
const currentUser = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/auth/user/', headers: authHeader(token) });
const login = (email: string, password: string) => post('/auth/login/', { email, password });
const verificationToken = async (email: string, after = 0) =>
  linkToken(await waitForMail(server.dataDir, email, VERIFY_SUBJECT, after), 'verify-email');
const resetToken = async (email: string, after = 0) =>
  linkToken(await waitForMail(server.dataDir, email, RESET_SUBJECT, after), 'reset-password');

const deadVerificationLink = { errors: { token: [SERVER_MESSAGES.verificationLinkDead] } };
const deadResetLink = { errors: { token: [SERVER_MESSAGES.resetLinkDead] } };

describe('the verification e-mail', () => {
  it('is sent at sign-up from the configured sender, with a link to the app', async () => {
    const account = await signUp(server, { first_name: '<b>Al</b>' });
    const mail = await waitForMail(server.dataDir, account.email, VERIFY_SUBJECT);
    expect(mail.from).toEqual({ name: 'Loadline', address: 'hello@loadline.example' });
    expect(mail.to).toEqual([{ name: '', address: account.email }]);
    expect(mail.subject).toBe('Verify your email for Loadline');
    const token = linkToken(mail, 'verify-email');
    expect(mail.text).toContain(`${APP_URL}/verify-email/${token}`);
    expect(mail.text).toContain('Hi <b>Al</b>,');
    expect(mail.html).toContain(`href="${APP_URL}/verify-email/${token}"`);
    expect(mail.html).toContain('Hi &lt;b&gt;Al&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Al</b>');
  });

  it('verifies the account through its link once, without a session', async () => {
    const account = await signUp(server);
    const token = await verificationToken(account.email);
    const response = await post('/auth/verify-email/', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.emailVerified });
    expect((await currentUser(account.token)).json()).toMatchObject({ is_email_verified: true });

    const again = await post('/auth/verify-email/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(deadVerificationLink);
  });

  it('refuses a missing, unknown or expired token', async () => {
    expect((await post('/auth/verify-email/', {})).json()).toEqual({
      errors: { token: [MESSAGES.required] },
    });
    expect((await post('/auth/verify-email/', { token: '  ' })).json()).toEqual({
      errors: { token: [MESSAGES.required] },
    });
    const unknown = await post('/auth/verify-email/', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(deadVerificationLink);

    const account = await signUp(server);
    const token = await verificationToken(account.email);
    server.clock.advance(24 * HOUR_MS + 1000);
    expect((await post('/auth/verify-email/', { token })).json()).toEqual(deadVerificationLink);
    expect((await currentUser(account.token)).json()).toMatchObject({ is_email_verified: false });
  });

  it('is sent again on request; using the newest link ends the older ones', async () => {
    const account = await signUp(server);
    const first = await verificationToken(account.email);
    const response = await post('/auth/resend-verification/', {}, authHeader(account.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.verificationEmailSent });
    const second = await verificationToken(account.email, 1);
    expect(second).not.toBe(first);

    expect((await post('/auth/verify-email/', { token: second })).statusCode).toBe(200);
    expect((await post('/auth/verify-email/', { token: first })).json()).toEqual(
      deadVerificationLink,
    );
  });

  it('keeps an older link working after a resend; using it ends the newer one', async () => {
    const account = await signUp(server);
    const first = await verificationToken(account.email);
    await post('/auth/resend-verification/', {}, authHeader(account.token));
    const second = await verificationToken(account.email, 1);
    expect((await post('/auth/verify-email/', { token: first })).statusCode).toBe(200);
    expect((await post('/auth/verify-email/', { token: second })).json()).toEqual(
      deadVerificationLink,
    );
    expect((await currentUser(account.token)).json()).toMatchObject({ is_email_verified: true });
  });

  it('is not sent again to a verified account, and resending needs a session', async () => {
    const account = await signUp(server);
    await post('/auth/verify-email/', { token: await verificationToken(account.email) });
    const response = await post('/auth/resend-verification/', {}, authHeader(account.token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.emailVerified });
    expect(await countMail(server.dataDir, account.email, VERIFY_SUBJECT)).toBe(1);

    const none = await server.app.inject({ method: 'POST', url: '/api/auth/resend-verification/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: MESSAGES.notAuthenticated });
    const bad = await post('/auth/resend-verification/', {}, authHeader('not-a-token'));
    expect(bad.json()).toEqual({ message: MESSAGES.invalidToken });
  });

  it('does not open a reset link, nor the other way round', async () => {
    const account = await signUp(server);
    await post('/auth/password-reset/request/', { email: account.email });
    const reset = await resetToken(account.email);
    const verify = await verificationToken(account.email);
    expect((await post('/auth/verify-email/', { token: reset })).json()).toEqual(
      deadVerificationLink,
    );
    expect(
      (
        await post('/auth/password-reset/confirm/', { token: verify, password: 'Fresh-Pass2' })
      ).json(),
    ).toEqual(deadResetLink);
  });
});

describe('password reset', () => {
  it('sets a new password through the e-mailed link and signs out every session', async () => {
    const account = await signUp(server);
    const other = (await login(account.email, PASSWORD)).json<{ token: string }>();
    const request = await post('/auth/password-reset/request/', {
      email: account.email.toUpperCase(),
    });
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({ message: SERVER_MESSAGES.resetRequested });

    const mail = await waitForMail(server.dataDir, account.email, RESET_SUBJECT);
    expect(mail.subject).toBe('Reset your Loadline password');
    const token = linkToken(mail, 'reset-password');
    expect(mail.text).toContain(`${APP_URL}/reset-password/${token}`);
    expect(mail.html).toContain(`href="${APP_URL}/reset-password/${token}"`);

    const confirm = await post('/auth/password-reset/confirm/', { token, password: 'Fresh-Pass2' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: SERVER_MESSAGES.passwordReset });
    for (const session of [account.token, other.token])
      expect((await currentUser(session)).statusCode).toBe(401);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(400);
    expect((await login(account.email, 'Fresh-Pass2')).statusCode).toBe(200);

    const again = await post('/auth/password-reset/confirm/', { token, password: 'Other-Pass3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(deadResetLink);
  });

  it('ends every link e-mailed before once one of them is used, whichever it was', async () => {
    const account = await signUp(server);
    await post('/auth/password-reset/request/', { email: account.email });
    const first = await resetToken(account.email);
    await post('/auth/password-reset/request/', { email: account.email });
    const second = await resetToken(account.email, 1);
    const confirm = (token: string) =>
      post('/auth/password-reset/confirm/', { token, password: 'Fresh-Pass2' });
    expect((await confirm(first)).statusCode).toBe(200);
    expect((await confirm(second)).json()).toEqual(deadResetLink);
    expect((await login(account.email, 'Fresh-Pass2')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const response = await post('/auth/password-reset/request/', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SERVER_MESSAGES.resetRequested });
    // Once a later request's e-mail is out, the earlier one would have been too.
    const account = await signUp(server);
    await post('/auth/password-reset/request/', { email: account.email });
    await waitForMail(server.dataDir, account.email, RESET_SUBJECT);
    expect(await countMail(server.dataDir, email, /./)).toBe(0);
  });

  it('checks the request and the new password with the form messages', async () => {
    expect((await post('/auth/password-reset/request/', {})).json()).toEqual({
      errors: { email: [MESSAGES.emailRequired] },
    });
    expect((await post('/auth/password-reset/request/', { email: 'nope' })).json()).toEqual({
      errors: { email: [MESSAGES.emailInvalid] },
    });
    expect((await post('/auth/password-reset/confirm/', {})).json()).toEqual({
      errors: { password: [MESSAGES.passwordRequired], token: [MESSAGES.required] },
    });
    const account = await signUp(server);
    await post('/auth/password-reset/request/', { email: account.email });
    const token = await resetToken(account.email);
    const weak = await post('/auth/password-reset/confirm/', { token, password: 'short' });
    expect(weak.json()).toEqual({
      errors: { password: [MESSAGES.passwordTooShort, MESSAGES.passwordWeak] },
    });
    // A refused password does not use the link up.
    expect(
      (await post('/auth/password-reset/confirm/', { token, password: 'Fresh-Pass2' })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown link, and one older than an hour', async () => {
    const unknown = await post('/auth/password-reset/confirm/', {
      token: 'x'.repeat(43),
      password: 'Fresh-Pass2',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(deadResetLink);

    const account = await signUp(server);
    await post('/auth/password-reset/request/', { email: account.email });
    const token = await resetToken(account.email);
    server.clock.advance(HOUR_MS + 1000);
    expect(
      (await post('/auth/password-reset/confirm/', { token, password: 'Fresh-Pass2' })).json(),
    ).toEqual(deadResetLink);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
  });
});
