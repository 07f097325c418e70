/** Where globalSetup started the server, and its data directory (for the e-mail outbox). */
export const baseUrl = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests with `npm run test:e2e`.');
  return url;
};

export const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the tests with `npm run test:e2e`.');
  return dir;
};

/** The time on the server's clock, which may run ahead of this machine's (see globalSetup). */
export const serverNow = () =>
  new Date(Date.now() + Number(process.env.E2E_CLOCK_OFFSET_MINUTES ?? '0') * 60_000);

/** The one-time link globalSetup's `ops:add-user` printed for the dispatcher. */
export const dispatcherLink = () => {
  const link = process.env.E2E_DISPATCHER_LINK;
  if (!link)
    throw new Error('E2E_DISPATCHER_LINK is not set: run the tests with `npm run test:e2e`.');
  return link;
};
