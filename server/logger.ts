import pino from 'pino';
import type { DestinationStream } from 'pino';
import { logSerializers } from './http/logSerializers';

/**
 * The server's one logger: JSON lines, requests without headers, bodies, the tokens of links or
 * the values of their query, and errors without the values a failed query carried. It writes to stdout unless told otherwise.
 */
export const createLogger = (
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
) => pino({ level, serializers: logSerializers }, destination);
