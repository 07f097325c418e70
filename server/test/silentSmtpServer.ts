import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

/**
 * An SMTP server that takes connections and never greets them: a message sent to it stays on its
 * way (until the mailer's greeting timeout), so a test can kill the sender while it is.
 */
export const startSilentSmtpServer = async () => {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many messages were begun, one connection each. */
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
