import type {
  BaseQueryApi,
  BaseQueryFn,
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { api } from '../../api/api';
import { clearOpsSession, readOpsSession } from './store';

/*
 * What the ops session asks of every request of the operations desk, as the shipper's session
 * does of the shipper's (src/state/session/requests.ts): its own token, and a 401 that ends it and
 * leaves the shipper's alone.
 */

/** Sends the operator's token, when one is signed in, as `Authorization: Token <token>`. */
export const withOpsToken = (headers: Headers) => {
  const token = readOpsSession()?.token;
  if (token) headers.set('Authorization', `Token ${token}`);
  return headers;
};

/**
 * Ends the ops session and empties the api cache, as the shipper's sign-out does: nothing one
 * dispatcher loaded may show to the next.
 */
export const endOpsSession = (dispatch: BaseQueryApi['dispatch']) => {
  clearOpsSession();
  dispatch(api.util.resetApiState());
};

type OpsBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

/**
 * A 401 ends the ops session, once: the first failing request clears the token it was sent with,
 * later ones sent with the same token find it gone. A network error is not a 401 and keeps it.
 */
export const endingOpsSessionOn401 =
  (baseQuery: OpsBaseQuery): OpsBaseQuery =>
  async (args, queryApi, extraOptions) => {
    const sentWith = readOpsSession()?.token;
    const result = await baseQuery(args, queryApi, extraOptions);
    if (result.error?.status === 401 && sentWith && readOpsSession()?.token === sentWith) {
      endOpsSession(queryApi.dispatch);
    }
    return result;
  };
