import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { isAnyOf } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { sessionExpired, signedOut } from './actions';
import { selectToken } from './slice';
import type { SessionState } from './slice';

/**
 * When the session ends, by signing out or by a 401, the api cache is emptied: nothing cached for
 * one user may be shown to the next.
 */
export const listenForSessionEnd = (listener: ListenerMiddlewareInstance) => {
  listener.startListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
};

type RehydratedStore = {
  getState: () => { auth: SessionState };
  dispatch: (action: ReturnType<typeof api.util.prefetch>) => unknown;
};

/**
 * Called once the stored session has been read (nothing is requested before): a stored session is
 * refreshed from the server at once, while the first page's code downloads.
 */
export const refreshStoredSession = (store: RehydratedStore) => {
  if (selectToken(store.getState())) {
    void store.dispatch(api.util.prefetch('getCurrentUser', undefined, {}));
  }
};
