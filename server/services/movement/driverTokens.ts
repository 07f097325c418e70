import { hashToken, randomToken } from '../secrets';

/** A new driver link's token, and the hash that is all the database keeps of it. */
export const newDriverToken = (): { token: string; tokenHash: string } => {
  const token = randomToken();
  return { token, tokenHash: hashToken(token) };
};

/** The page the driver opens, at the app's address. */
export const driverLinkUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/$/, '')}/d/${token}`;
