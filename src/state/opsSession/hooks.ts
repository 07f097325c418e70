import { useCallback, useSyncExternalStore } from 'react';
import { useGetOperatorQuery, useOpsLogoutMutation } from '../../api/opsEndpoints';
import { useAppDispatch } from '../hooks';
import { endOpsSession } from './requests';
import { readOpsSession, subscribeOpsSession } from './store';

/** The stored ops session, or null; redrawn when it starts or ends, in this tab or another. */
export const useOpsSession = () =>
  useSyncExternalStore(subscribeOpsSession, readOpsSession, readOpsSession);

/**
 * The ops session, its operator refreshed from the server once per start; `loading` is true until
 * that first answer. A token the server refuses ends the session (see requests.ts).
 */
export const useRefreshedOpsSession = () => {
  const session = useOpsSession();
  const { isLoading } = useGetOperatorQuery(undefined, { skip: !session });
  return { session, loading: Boolean(session) && isLoading };
};

/** Signs out on the server (whatever it answers), then ends the session here. */
export const useOpsSignOut = () => {
  const [logout] = useOpsLogoutMutation();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    await logout();
    endOpsSession(dispatch);
  }, [logout, dispatch]);
};
