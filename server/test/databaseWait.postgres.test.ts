import { connect, createServer } from 'node:net';
import type { Server, Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { freePort } from '../../scripts/support/network';
import { openDatabase } from '../db/database';
import { scratchDatabase } from '../db/scratchDatabase';

const serverUrl = process.env.DATABASE_URL ?? '';

/** PostgreSQL coming up on `port` at last: every connection passed on to the real one. */
const comeUp = (port: number, real: URL) =>
  new Promise<{ server: Server; close: () => Promise<void> }>((resolve) => {
    const sockets = new Set<Socket>();
    const server = createServer((client) => {
      const upstream = connect(Number(real.port || 5432), real.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    server.listen(port, '127.0.0.1', () =>
      resolve({
        server,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    );
  });

describe('a server started before its PostgreSQL', () => {
  it('waits for the database to answer, then opens it', async () => {
    const scratch = await scratchDatabase(serverUrl, 'test');
    const real = new URL(scratch.url);
    const port = await freePort();
    const early = new URL(scratch.url);
    early.hostname = '127.0.0.1';
    early.port = String(port);
    const opening = openDatabase({ databaseUrl: early.href, dataDir: null });
    let opened = false;
    void opening.then(() => (opened = true));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(opened).toBe(false);

    const database = await comeUp(port, real);
    try {
      const open = await opening;
      expect(await open.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
      await open.close();
    } finally {
      await database.close();
      await scratch.drop();
    }
  }, 60_000);
});
