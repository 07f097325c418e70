import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { AppDeps } from '../deps';
import type { Authenticators } from '../http/authenticate';
import type { ApiTypeProvider } from '../openapi/apiTypeProvider';
import type { QuoteTickets } from '../services/quoteTickets';

/** The API's Fastify instance, typed by its yup and TypeBox schemas. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ApiTypeProvider
>;

export type RouteDeps = AppDeps & { auth: Authenticators; quoteTickets: QuoteTickets };
