import { DataDirLockedError } from '../db/dataDirLock';
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

const dir = directoryPerTest();

// The embedded database belongs to one process: the others are told so, and the one is whole.
describe('Servers started together on one embedded database', () => {
  it('one comes up with one copy of the places; the others are refused', async () => {
    const started: Started[] = [];
    const outcomes = await Promise.allSettled(
      Array.from({ length: SERVERS }, () =>
        startServer(configFor({}, dir()), silent).then((server) => {
          started.push(server);
          return server;
        }),
      ),
    );
    try {
      expect(started).toHaveLength(1);
      const refusals = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason] : [],
      );
      expect(refusals).toHaveLength(SERVERS - 1);
      for (const refusal of refusals) expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect(await Promise.all(started.map(answers))).toEqual([200]);
    } finally {
      await Promise.all(started.map((server) => server.close()));
    }
    expect(await contents({ databaseUrl: null, dataDir: dir() })).toEqual(oneCopy());
  }, 120000);
});
