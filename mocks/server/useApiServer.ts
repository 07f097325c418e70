import { server } from '../node';
import { apiServer, closeApiServer } from './apiServer';
import { bridge } from './bridge';

/**
 * The tests of the file it is called in talk to the real API server (see apiServer), started
 * before the first of them so that no test's waiting counts its start.
 */
export const useApiServer = (): void => {
  beforeAll(async () => {
    server.resetHandlers(bridge);
    await apiServer();
  });
  afterAll(closeApiServer);
};
