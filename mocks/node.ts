import { setupServer } from 'msw/node';
import { bridge } from './server/bridge';

/**
 * The network of the app's tests: every API call goes to the real server (bridge.ts), and a test
 * that needs a failure (a 500, a delay, a dropped connection) answers in its place with
 * `server.use`. Outside services stay behind the server's own local stand-ins.
 */
export const server = setupServer(bridge);
