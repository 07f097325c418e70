import { http, HttpResponse } from 'msw';
import { COUNTRY_CODES } from '@domain/countries';
import { MESSAGES } from '@domain/messages';
import { verifyEmailSchema } from '@domain/requestSchemas';
import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
} from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { MessageResponse, SessionResponse, User } from '@domain/types';
import { issueEmailToken, redeemEmailToken } from '../db/outbox';
import { createSession, endAllSessions, endSession } from '../db/sessions';
import { createUser, findAccountByEmail, findUserByEmail, toUser } from '../db/users';
import { fieldErrors } from '../http/responses';
import { authenticate, readSession } from '../http/session';
import { validateBody } from '../http/validation';

const message = (text: string) => HttpResponse.json<MessageResponse>({ message: text });

const deadLink = (message: string) => fieldErrors({ token: [message] });

export const authHandlers = [
  http.post('*/api/auth/register/', async ({ request }) => {
    const body = await validateBody(request, registerSchema);
    if (!COUNTRY_CODES.has(body.primary_ships_country))
      return fieldErrors({ primary_ships_country: [MESSAGES.countryRequired] });
    if (findUserByEmail(body.email)) return fieldErrors({ email: [SERVER_MESSAGES.emailTaken] });
    const user = createUser({ ...body, is_email_verified: false, shipping_needs: null });
    issueEmailToken('verification', user.id);
    return HttpResponse.json<SessionResponse>(
      { token: createSession(user.id), user: toUser(user), message: SERVER_MESSAGES.registered },
      { status: 201 },
    );
  }),

  // An unverified account signs in too: the app's guard sends it on to verify.
  http.post('*/api/auth/login/', async ({ request }) => {
    const body = await validateBody(request, loginSchema);
    // A removed member's account is no longer one that signs in.
    const user = findAccountByEmail(body.email);
    // The same answer for an unknown e-mail and a wrong password: accounts cannot be probed.
    if (!user || user.password !== body.password)
      return fieldErrors({ non_field_errors: [MESSAGES.invalidCredentials] });
    return HttpResponse.json<SessionResponse>({
      token: createSession(user.id),
      user: toUser(user),
      message: SERVER_MESSAGES.loggedIn,
    });
  }),

  // The same answer whether or not the account exists.
  http.post('*/api/auth/password-reset/request/', async ({ request }) => {
    const body = await validateBody(request, passwordResetRequestSchema);
    const user = findAccountByEmail(body.email);
    if (user) issueEmailToken('reset', user.id);
    return message(SERVER_MESSAGES.resetRequested);
  }),

  http.post('*/api/auth/password-reset/confirm/', async ({ request }) => {
    const body = await validateBody(request, passwordResetConfirmSchema);
    const user = redeemEmailToken('reset', body.token);
    if (!user) return deadLink(SERVER_MESSAGES.resetLinkDead);
    user.password = body.password;
    endAllSessions(user.id);
    return message(SERVER_MESSAGES.passwordReset);
  }),

  http.get('*/api/auth/user/', ({ request }) =>
    HttpResponse.json<User>(toUser(authenticate(request))),
  ),

  // A verified account gets no e-mail.
  http.post('*/api/auth/resend-verification/', ({ request }) => {
    const user = authenticate(request);
    if (user.is_email_verified) return message(SERVER_MESSAGES.emailVerified);
    issueEmailToken('verification', user.id);
    return message(SERVER_MESSAGES.verificationEmailSent);
  }),

  // No session needed: the link may be opened in another browser.
  http.post('*/api/auth/verify-email/', async ({ request }) => {
    const body = await validateBody(request, verifyEmailSchema);
    const user = redeemEmailToken('verification', body.token);
    if (!user) return deadLink(SERVER_MESSAGES.verificationLinkDead);
    user.is_email_verified = true;
    return message(SERVER_MESSAGES.emailVerified);
  }),

  http.post('*/api/auth/logout/', ({ request }) => {
    endSession(readSession(request).token);
    return message(SERVER_MESSAGES.loggedOut);
  }),
];
