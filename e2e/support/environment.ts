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

const linkOf = (name: string) => {
  const link = process.env[name];
  if (!link) throw new Error(`${name} is not set: run the tests with \`npm run test:e2e\`.`);
  return link;
};

/** The one-time link globalSetup's `ops:add-user` printed for the desk's dispatcher. */
export const dispatcherLink = () => linkOf('E2E_DISPATCHER_LINK');

/** The same for the dispatcher who covers and moves loads through the API. */
export const moverLink = () => linkOf('E2E_MOVER_LINK');
