import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { sessionExpired } from './actions';

/*
 * What the session asks of every request. The api's base query takes these from this file rather
 * than from the session's index: the session's reducer listens to the api's endpoints, so going
 * through the index would make the api import itself.
 */

/** The store as a request sees it: the session sits under `auth` (see slice.ts). */
type StateWithSession = { auth: { token: string | null } };

const tokenIn = (state: unknown) => (state as StateWithSession).auth.token;

/** Sends the session's token, when there is one, as `Authorization: Token <token>`. */
export const withSessionToken = (headers: Headers, { getState }: { getState: () => unknown }) => {
  const token = tokenIn(getState());
  if (token) headers.set('Authorization', `Token ${token}`);
  return headers;
};

/**
 * Any 401 ends the session, once: the first failing request clears the token it was sent with;
 * requests that fail later with the same (already cleared) token change nothing. A network error
 * is not a 401 and keeps the session.
 */
export const endingSessionOn401 =
  (
    baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>,
  ): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> =>
  async (args, api, extraOptions) => {
    const sentWith = tokenIn(api.getState());
    const result = await baseQuery(args, api, extraOptions);
    if (result.error?.status === 401 && sentWith && tokenIn(api.getState()) === sentWith) {
      api.dispatch(sessionExpired());
    }
    return result;
  };
