import pino from 'pino';
import { loadConfig } from '../config';
import { startServer } from '../startServer';

/** The server on the embedded database of a data directory, as `npm start` runs it, silent. */
export const startEmbeddedServer = (dataDir: string) =>
  startServer(
    loadConfig({
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: dataDir,
    }),
    pino({ level: 'silent' }),
  );
