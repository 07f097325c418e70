import type { TSchema } from 'typebox';
import { ErrorSchema, MessageSchema } from '@domain/responseSchemas';
import { AUTH_LIMITS } from '../services/accounts/authLimits';
import { INVITATIONS_LIMIT } from '../services/company/teamDeps';
import { DRIVER_LIMITS } from '../services/movement/driverAccess';
import { OPERATOR_LOGIN_LIMITS } from '../services/operators/operatorLimits';
import { PUBLIC_TRACKING_LIMITS } from '../services/trackingLinks/publicTracking';

/** A failure a route may answer besides 500: each is a message, but 400 may be messages per field. */
export type Failure = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

const FAILURES: Record<Failure, string> = {
  400: 'The request breaks a rule: messages per field, or one message.',
  401: 'No session, or one that has ended: send "Authorization: Token <token>".',
  403:
    'Signed in, but shipping needs are missing, the e-mail is not verified yet, or the ' +
    "member's role may not do this (the message names the role).",
  404: "Not found, or not the caller's: the two look the same.",
  409:
    'A change of the same record is under way (a payment), or the change would break a rule of ' +
    'the whole (the last admin of a company).',
  413: 'The request body is over 100 KB.',
  415: 'The body is not sent as application/json.',
  429: 'Too many attempts; Retry-After says when to try again.',
  503: 'Not ready: the database does not answer.',
};

const described = (schema: TSchema, description: string): TSchema => ({ ...schema, description });

/** Every rate limit of the API: a refused try waits at most the longest window. */
const RATE_LIMITS = [
  ...Object.values(AUTH_LIMITS),
  ...Object.values(OPERATOR_LOGIN_LIMITS),
  ...Object.values(DRIVER_LIMITS),
  ...Object.values(PUBLIC_TRACKING_LIMITS),
  INVITATIONS_LIMIT,
];

/** A 429's header; Fastify's swagger moves `headers` from the answer's schema to the document's. */
const RETRY_AFTER = {
  'Retry-After': {
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: Math.max(...RATE_LIMITS.map(({ windowMs }) => Math.ceil(windowMs / 1000))),
    description: 'Seconds until a try is allowed again.',
  },
};

const failure = (code: Failure): TSchema => {
  if (code === 400) return described(ErrorSchema, FAILURES[code]);
  const schema = described(MessageSchema, FAILURES[code]);
  return code === 429 ? { ...schema, headers: RETRY_AFTER } : schema;
};

/** Failures of every route that reads a JSON body. */
export const BODY_FAILURES = [400, 413, 415] as const;
/** Failures of a route behind a session. */
export const SESSION_FAILURES = [401] as const;
/** Failures of a route for verified shippers. */
export const VERIFIED_FAILURES = [401, 403] as const;

/**
 * A route's answers: its own, and the failures it may give in the API's error shapes. 500 is
 * every route's. The serializer writes only what these schemas name.
 */
export const answers = <const R extends Record<number, TSchema>>(
  own: R,
  ...failures: (readonly Failure[])[]
) => {
  const codes = [...new Set(failures.flat())].sort();
  return {
    ...own,
    ...Object.fromEntries(codes.map((code) => [code, failure(code)])),
    500: described(MessageSchema, 'The server failed; the body never shows why.'),
  } as R & Partial<Record<Failure, typeof ErrorSchema>> & { 500: typeof MessageSchema };
};

/**
 * A success that is a file, not JSON (a PDF, an export): the document names its media type, and
 * the serializer leaves the bytes as they are sent. Declared in Fastify's per-media-type form,
 * which is no TypeBox schema: typed as one for `answers`.
 */
export const fileAnswer = (mediaType: string, description: string): TSchema =>
  ({
    description,
    content: {
      [mediaType]: {
        schema: { type: 'string', format: 'binary', 'x-unbounded': 'A file, as long as it is.' },
      },
    },
  }) as unknown as TSchema;

/** The OpenAPI security requirement of a route behind a session. */
export const SIGNED_IN = [{ token: [] }];

/** The OpenAPI security requirement of a route open to anyone: none, said outright. */
export const PUBLIC = [];
