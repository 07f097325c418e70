import type { Logger } from 'pino';
import type { PaymentProvider } from '../payments/paymentProvider';
import { startSecondServer, startTestServer } from './testServer';
import type { TestServer } from './testServer';
import { fixture } from './fixture';

type Options = {
  /** Settings over the test defaults; a function when they come from something started first. */
  env?: NodeJS.ProcessEnv | (() => NodeJS.ProcessEnv);
  /** The server's clock shows this time from its start and again before each test. */
  now?: Date;
  wrapPayments?: (provider: PaymentProvider) => PaymentProvider;
};

/** What closes the servers started beside each one, before it closes itself. */
const companions = new WeakMap<TestServer, (() => Promise<void>)[]>();

/**
 * The test server of the block it is called in (a file or a describe): started before its first
 * test, on its own copy of the prepared database, and closed after its last.
 */
export const testServerFixture = ({ env = {}, now, wrapPayments }: Options = {}): TestServer => {
  const closeFirst: (() => Promise<void>)[] = [];
  const server = fixture(
    async () => {
      const started = await startTestServer(typeof env === 'function' ? env() : env, {
        wrapPayments,
      });
      if (now) started.clock.set(now);
      return started;
    },
    async (started) => {
      for (const close of [...closeFirst].reverse()) await close();
      await started.close();
    },
  );
  companions.set(server, closeFirst);
  if (now) beforeEach(() => server.clock.set(now));
  return server;
};

/**
 * A second server on the first one's database (see startSecondServer), started after it and
 * closed before it.
 */
export const secondServerFixture = (
  first: TestServer,
  options: { logger?: Logger; wrapPayments?: (provider: PaymentProvider) => PaymentProvider } = {},
): TestServer => {
  let started: TestServer | undefined;
  const second = fixture(async () => (started = await startSecondServer(first, options)));
  const closeFirst = companions.get(first);
  if (!closeFirst) throw new Error('A second server needs a first one from testServerFixture.');
  closeFirst.push(async () => started?.close());
  return second;
};
