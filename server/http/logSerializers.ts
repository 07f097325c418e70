import type { FastifyRequest } from 'fastify';

/**
 * Paths that carry a secret: the links of e-mails and texts (the app's pages and the API routes
 * they call), whose token is the one segment after the prefix.
 */
const SECRET_PATH =
  /^(\/(?:verify-email|reset-password|join|d|t|api\/driver|api\/public\/tracking|api\/auth\/invitations)\/)[^/?#]+/;

const REDACTED = '[redacted]';

/**
 * A query's names stay and its values go: a client may put a token in any of them, and what
 * names the request (its route) is in the path.
 */
const withoutQueryValues = (query: string) =>
  query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? pair : `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');

/** A request's address as the log keeps it: no token of a link, no value of its query. */
const loggedUrl = (url: string) => {
  const question = url.indexOf('?');
  const path = (question === -1 ? url : url.slice(0, question)).replace(
    SECRET_PATH,
    `$1${REDACTED}`,
  );
  return question === -1 ? path : `${path}?${withoutQueryValues(url.slice(question + 1))}`;
};

/** drizzle words a failed query "Failed query: <sql>\nparams: <values>". */
const QUERY_PARAMS = /\nparams:[\s\S]*$/;

/**
 * PostgreSQL quotes the value it refused after a colon (invalid input syntax for type integer:
 * "abc") or after "value" (value "2147483648" is out of range); names of tables, columns and
 * constraints stay.
 */
const QUOTED_VALUE = /(: |\bvalue )"(?:[^"]|"")*"/g;

/** The parts of a PostgreSQL error that name what failed, never the values it failed on. */
const DATABASE_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const;

/** How many causes deep a logged error goes. */
const MAX_CAUSES = 4;

export type LoggedError = {
  type: string;
  message: string;
  stack?: string;
  cause?: LoggedError;
} & Partial<Record<(typeof DATABASE_FIELDS)[number], string>>;

const safeMessage = (message: string) =>
  message.replace(QUERY_PARAMS, '').replace(QUOTED_VALUE, '$1"[redacted]"');

/**
 * An error as the log keeps it: its type, its message without the query's parameters or the
 * values PostgreSQL quotes, the database's error code and the names of what failed, and where it
 * was thrown. The rest stays out: drizzle's `params` and PostgreSQL's `detail` hold what a row
 * was to contain (a password hash, an e-mail address, a card's details).
 */
const isErrorLike = (value: unknown): value is Error =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

export const serializeError = (error: unknown, depth = 0): LoggedError => {
  if (!isErrorLike(error)) return { type: typeof error, message: '[not an Error]' };
  const fields = error as unknown as Record<string, unknown>;
  // PGlite's bundle shortens its error class's name to a letter.
  const fromDatabase = typeof fields.severity === 'string' && typeof fields.code === 'string';
  const type = fromDatabase ? 'DatabaseError' : error.constructor?.name || error.name;
  const message = safeMessage(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  for (const field of DATABASE_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = String(value);
  }
  if (error.cause !== undefined && depth < MAX_CAUSES)
    logged.cause = serializeError(error.cause, depth + 1);
  return logged;
};

/**
 * What a request looks like in the log: no headers (no Authorization token), no body (no password
 * or card detail), the tokens of links cut out of the path and the values out of the query.
 * What an error looks like: see serializeError.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request.url),
    remoteAddress: request.ip,
  }),
  err: (error: unknown) => serializeError(error),
  error: (error: unknown) => serializeError(error),
};
