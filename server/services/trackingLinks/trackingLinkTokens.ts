import { hashToken, randomToken } from '../secrets';

/** A new tracking link's token, and the hash that is all the database keeps of it. */
export const newTrackingToken = (): { token: string; tokenHash: string } => {
  const token = randomToken();
  return { token, tokenHash: hashToken(token) };
};
