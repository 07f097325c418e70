import { OperatorSchema, OperatorSessionSchema } from '@domain/dispatchResponseSchemas';
import { MessageSchema } from '@domain/responseSchemas';
import { loginSchema, passwordResetConfirmSchema } from '@domain/schemas';
import { SERVER_MESSAGES } from '@domain/serverMessages';
import { answers, BODY_FAILURES, PUBLIC, SIGNED_IN } from '../openapi/answers';
import {
  endOperatorSession,
  loginOperator,
  setOperatorPassword,
  type OperatorDeps,
} from '../services/operators/operatorSessions';
import { createRateLimiter } from '../services/rateLimiter';
import { operatorOf } from './opsOperator';
import type { Api, RouteDeps } from './routeTypes';

const tags = ['operations'];
const LIMITED = [429] as const;
const DISPATCHER_FAILURES = [401, 403] as const;

/** The operations desk's sign-in: Loadline's dispatchers, apart from the shippers' accounts. */
export const registerOpsAuthRoutes = (api: Api, deps: RouteDeps) => {
  const operators: OperatorDeps = { ...deps, limits: createRateLimiter(deps.db, deps.clock) };
  const { requireDispatcher } = deps.auth;

  api.post(
    '/ops/auth/login/',
    {
      schema: {
        summary: 'Sign a dispatcher in',
        security: PUBLIC,
        description:
          "A new 30-day session for the dispatcher's e-mail and password; failed tries are " +
          'limited per e-mail and per address.',
        tags,
        body: loginSchema,
        response: answers({ 200: OperatorSessionSchema }, BODY_FAILURES, LIMITED),
      },
    },
    (request) => loginOperator(operators, request.body, request.ip),
  );

  api.post(
    '/ops/auth/set-password/',
    {
      schema: {
        summary: "Set a dispatcher's password",
        security: PUBLIC,
        description:
          'With the token of the one-time link `npm run ops:add-user` printed (valid 7 days, ' +
          'once); signs the dispatcher in and ends their other sessions.',
        tags,
        body: passwordResetConfirmSchema,
        response: answers({ 200: OperatorSessionSchema }, BODY_FAILURES),
      },
    },
    (request) => setOperatorPassword(operators, request.body),
  );

  api.get(
    '/ops/auth/me/',
    {
      onRequest: requireDispatcher,
      schema: {
        summary: 'The signed-in dispatcher',
        tags,
        security: SIGNED_IN,
        response: answers({ 200: OperatorSchema }, DISPATCHER_FAILURES),
      },
    },
    async (request) => operatorOf(request),
  );

  api.post(
    '/ops/auth/logout/',
    {
      onRequest: requireDispatcher,
      schema: {
        summary: 'Sign a dispatcher out',
        description: 'Ends the session of the token sent.',
        tags,
        security: SIGNED_IN,
        response: answers({ 200: MessageSchema }, DISPATCHER_FAILURES),
      },
    },
    async (request) => {
      if (request.sessionToken) await endOperatorSession(operators, request.sessionToken);
      return { message: SERVER_MESSAGES.loggedOut };
    },
  );
};
