import Type from 'typebox';
import {
  COMPANY_NAME_MAX_LENGTH,
  COUNTRY_CODE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  TOKEN_MAX_LENGTH,
} from '@domain/constants';
import { verifyEmailSchema } from '@domain/requestSchemas';
import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerSchema,
} from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import type { MessageResponse } from '@domain/types';
import { validate } from '../http/validate';
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

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const EMAIL = text(EMAIL_MAX_LENGTH);
const PASSWORD = text(PASSWORD_MAX_LENGTH);
const TOKEN = text(TOKEN_MAX_LENGTH);
const body = <P extends Parameters<typeof Type.Object>[0]>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

const registerBody = body({
  email: EMAIL,
  // The first name's own limit and message are the contract's: here only the longest any name is.
  first_name: text(NAME_MAX_LENGTH),
  last_name: text(NAME_MAX_LENGTH),
  phone_number: text(PHONE_MAX_LENGTH),
  password: PASSWORD,
  company_name: text(COMPANY_NAME_MAX_LENGTH),
  primary_ships_country: text(COUNTRY_CODE_MAX_LENGTH),
});

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

  api.post('/auth/register/', { schema: { body: registerBody } }, async (request, reply) => {
    const fields = validate(registerSchema, request.body);
    return reply.code(201).send(await registerAccount(accounts, fields, request.ip, request.log));
  });

  api.post(
    '/auth/login/',
    { schema: { body: body({ email: EMAIL, password: PASSWORD }) } },
    async (request) => login(accounts, validate(loginSchema, request.body), request.ip),
  );

  api.post(
    '/auth/password-reset/request/',
    { schema: { body: body({ email: EMAIL }) } },
    async (request) => {
      const { email } = validate(passwordResetRequestSchema, request.body);
      await requestPasswordReset(accounts, email, request.ip, request.log);
      return message(SERVER_MESSAGES.resetRequested);
    },
  );

  api.post(
    '/auth/password-reset/confirm/',
    { schema: { body: body({ password: PASSWORD, token: TOKEN }) } },
    async (request) => {
      await confirmPasswordReset(accounts, validate(passwordResetConfirmSchema, request.body));
      return message(SERVER_MESSAGES.passwordReset);
    },
  );

  api.get('/auth/user/', { onRequest: requireSession }, async (request) =>
    serializeAccount(deps.db, sessionAccount(request)),
  );

  api.post('/auth/resend-verification/', { onRequest: requireSession }, async (request) =>
    message(await resendVerification(accounts, sessionAccount(request), request.log)),
  );

  // No session needed: the link may be opened in a browser where nobody is signed in.
  api.post('/auth/verify-email/', { schema: { body: body({ token: TOKEN }) } }, async (request) => {
    await verifyEmail(accounts, validate(verifyEmailSchema, request.body).token);
    return message(SERVER_MESSAGES.emailVerified);
  });

  api.post('/auth/logout/', { onRequest: requireSession }, async (request) => {
    if (request.sessionToken) await endSession(accounts, request.sessionToken);
    return message(SERVER_MESSAGES.loggedOut);
  });
};
