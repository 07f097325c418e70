/** The running product whose pages the bench loads in a browser. */
export type PageTarget = {
  baseUrl: string;
  /** The stored session of a shipper, for the signed-in pages. */
  session: () => Promise<string>;
  /** A live driver link's token, made for the run: the driver's page shows nothing without one. */
  driverToken: string;
};

/** The driver's phone page as the figures name it: each run has a token of its own. */
export const DRIVER_PAGE = '/d/{token}';

/** The address of a page the figures name by `path`, the run's driver link in place of `{token}`. */
export const pageUrl = (path: string, target: PageTarget): URL =>
  new URL(path.replace('{token}', encodeURIComponent(target.driverToken)), target.baseUrl);
