import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../../mocks/node';
import { closeApiServer } from '../../mocks/server/apiServer';

// Lazy pages and antd render slowly on a busy 2-core machine: give them time before failing. The
// longest wait is a page's first render in a file, which loads its modules (antd's among them)
// while the API server shares the file's thread: up to 7 s on two cores at a load of 5, and
// 15 s or more at a load of 15, as CI may meet on a busier machine.
configure({ asyncUtilTimeout: 30_000 });
// A whole flow through the app (sign-up, booking, the dashboard's pages) takes up to 15 s there.
jest.setTimeout(90_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => window.localStorage.clear());
afterEach(() => server.resetHandlers());
// Each file has a server of its own (mocks/server/apiServer.ts), closed after its last test.
afterAll(async () => {
  server.close();
  await closeApiServer();
});
