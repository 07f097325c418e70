import { verifyEmailSchema } from '@domain/requestSchemas';
import { MessageSchema, SessionSchema, UserSchema } from '@domain/responseSchemas';
import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
} from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { MessageResponse } from '@domain/types';
import { answers, BODY_FAILURES, PUBLIC, SESSION_FAILURES, SIGNED_IN } from '../openapi/answers';
import type { AccountDeps } from '../services/accounts/accountDeps';
import { createBackgroundMail } from '../services/accounts/backgroundMail';
import { resendVerification, verifyEmail } from '../services/accounts/emailVerification';
import { login } from '../services/accounts/login';
import { confirmPasswordReset, requestPasswordReset } from '../services/accounts/passwordReset';
import { registerAccount } from '../services/accounts/register';
import { endSession } from '../services/accounts/session';
import { serializeAccount } from '../services/accounts/userRecord';
import { createRateLimiter } from '../services/rateLimiter';
import type { Api, RouteDeps } from './routeTypes';
import { sessionAccount } from './sessionAccount';

const tags = ['account'];
/** Sign-up, login, reset requests and resent links are limited per address and per e-mail. */
const LIMITED = [429] as const;

const message = (text: string): MessageResponse => ({ message: text });

export const registerAuthRoutes = (api: Api, deps: RouteDeps) => {
  const accounts: AccountDeps = {
    ...deps,
    limits: createRateLimiter(deps.db, deps.clock),
    backgroundMail: createBackgroundMail(deps.mailer),
  };
  const { requireSession } = deps.auth;
  // A shutdown lets the verification and reset e-mails already promised go out.
  api.addHook('onClose', async () => {
    await accounts.backgroundMail.settle();
  });

  api.post(
    '/auth/register/',
    {
      schema: {
        summary: 'Sign up',
        security: PUBLIC,
        description: 'Creates the account and its session, and e-mails the verification link.',
        tags,
        body: registerSchema,
        response: answers({ 201: SessionSchema }, BODY_FAILURES, LIMITED),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await registerAccount(accounts, request.body, request.ip, request.log)),
  );

  api.post(
    '/auth/login/',
    {
      schema: {
        summary: 'Log in',
        security: PUBLIC,
        description: 'A new session for the e-mail and password.',
        tags,
        body: loginSchema,
        response: answers({ 200: SessionSchema }, BODY_FAILURES, LIMITED),
      },
    },
    async (request) => login(accounts, request.body, request.ip),
  );

  api.post(
    '/auth/password-reset/request/',
    {
      schema: {
        summary: 'Ask for a password reset link',
        security: PUBLIC,
        description: 'The same answer whether or not an account has the e-mail.',
        tags,
        body: passwordResetRequestSchema,
        response: answers({ 200: MessageSchema }, BODY_FAILURES, LIMITED),
      },
    },
    async (request) => {
      await requestPasswordReset(accounts, request.body.email, request.ip, request.log);
      return message(SERVER_MESSAGES.resetRequested);
    },
  );

  api.post(
    '/auth/password-reset/confirm/',
    {
      schema: {
        summary: 'Set a new password',
        security: PUBLIC,
        description: 'With the token of the e-mailed link; every session of the account ends.',
        tags,
        body: passwordResetConfirmSchema,
        response: answers({ 200: MessageSchema }, BODY_FAILURES),
      },
    },
    async (request) => {
      await confirmPasswordReset(accounts, request.body);
      return message(SERVER_MESSAGES.passwordReset);
    },
  );

  api.get(
    '/auth/user/',
    {
      onRequest: requireSession,
      schema: {
        summary: 'The signed-in user',
        tags,
        security: SIGNED_IN,
        response: answers({ 200: UserSchema }, SESSION_FAILURES),
      },
    },
    async (request) => serializeAccount(deps.db, sessionAccount(request)),
  );

  api.post(
    '/auth/resend-verification/',
    {
      onRequest: requireSession,
      schema: {
        summary: 'E-mail the verification link again',
        tags,
        security: SIGNED_IN,
        response: answers({ 200: MessageSchema }, SESSION_FAILURES, LIMITED),
      },
    },
    async (request) =>
      message(await resendVerification(accounts, sessionAccount(request), request.log)),
  );

  // No session needed: the link may be opened in a browser where nobody is signed in.
  api.post(
    '/auth/verify-email/',
    {
      schema: {
        summary: 'Verify the e-mail address',
        security: PUBLIC,
        description: 'With the token of the e-mailed link; no session needed.',
        tags,
        body: verifyEmailSchema,
        response: answers({ 200: MessageSchema }, BODY_FAILURES),
      },
    },
    async (request) => {
      await verifyEmail(accounts, request.body.token);
      return message(SERVER_MESSAGES.emailVerified);
    },
  );

  api.post(
    '/auth/logout/',
    {
      onRequest: requireSession,
      schema: {
        summary: 'Log out',
        description: 'Ends the session of the token sent.',
        tags,
        security: SIGNED_IN,
        response: answers({ 200: MessageSchema }, SESSION_FAILURES),
      },
    },
    async (request) => {
      if (request.sessionToken) await endSession(accounts, request.sessionToken);
      return message(SERVER_MESSAGES.loggedOut);
    },
  );
};
