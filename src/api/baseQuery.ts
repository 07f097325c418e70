import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_BASE_PATH } from '@domain/constants';
import { sessionExpired } from '../state/sessionActions';

type StateWithAuth = { auth: { token: string | null } };

// Node's fetch (tests) cannot resolve a relative URL, so the base is absolute.
const baseUrl = () => new URL(API_BASE_PATH, window.location.origin).toString();

const rawBaseQuery = fetchBaseQuery({
  baseUrl: baseUrl(),
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as StateWithAuth).auth;
    if (token) headers.set('Authorization', `Token ${token}`);
    return headers;
  },
});

/**
 * Any 401 ends the session, once: the first failing request clears the token it was sent with;
 * requests that fail later with the same (already cleared) token change nothing. A network error
 * is not a 401 and keeps the session.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const sentWith = (api.getState() as StateWithAuth).auth.token;
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status === 401 && sentWith) {
    const current = (api.getState() as StateWithAuth).auth.token;
    if (current === sentWith) api.dispatch(sessionExpired());
  }
  return result;
};
