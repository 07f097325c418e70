import pino from 'pino';
import { logSerializers } from './http/logSerializers';

/** The server's one logger: JSON lines, requests without headers, bodies or e-mailed tokens. */
export const createLogger = (level: string = process.env.LOG_LEVEL ?? 'info') =>
  pino({ level, serializers: logSerializers });
