import path from 'node:path';
import { scratchDatabase } from '../db/scratchDatabase';
import { DEMO_ACCOUNT } from '../demo/seedDemo';
import { startServer } from '../startServer';
import {
  answers,
  configFor,
  contents,
  directoryPerTest,
  oneCopy,
  SERVERS,
  silent,
} from './serversTogether';
import type { Started } from './serversTogether';

const serverUrl = process.env.DATABASE_URL ?? '';
const dir = directoryPerTest();

// Several servers on one PostgreSQL database is how it runs behind a load balancer.
describe('Servers started together on one fresh PostgreSQL', () => {
  it(`all ${SERVERS} come up, on one copy of the places and one demo shipper`, async () => {
    const scratch = await scratchDatabase(serverUrl, 'test');
    const started: Started[] = [];
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: SERVERS }, (_, i) =>
          startServer(
            configFor({ DATABASE_URL: scratch.url }, path.join(dir(), String(i))),
            silent,
          ).then((server) => {
            started.push(server);
            return server;
          }),
        ),
      );
      expect(
        outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 'up' : String(outcome.reason))),
      ).toEqual(Array<string>(SERVERS).fill('up'));
      expect(await Promise.all(started.map(answers))).toEqual(Array<number>(SERVERS).fill(200));
      for (const server of started) expect(server.demo).toEqual(DEMO_ACCOUNT);
      expect(await contents({ databaseUrl: scratch.url, dataDir: null })).toEqual(oneCopy());
    } finally {
      await Promise.all(started.map((server) => server.close()));
      await scratch.drop();
    }
  }, 120000);
});
