import { createServer } from 'node:net';

/** A TCP port nobody listens on right now, on the loopback interface. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });

/** Polls the URL until it answers 200, and fails after the deadline (a Date.now() value). */
export const waitForOk = async (url: string, deadline: number, pollMs = 250) => {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`The server did not answer ${url} in time.`);
};
