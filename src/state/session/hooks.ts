import { useCallback, useEffect } from 'react';
import { addListener } from '@reduxjs/toolkit';
import { useGetCurrentUserQuery, useLogoutMutation } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../hooks';
import { sessionExpired, signedOut } from './actions';
import { selectToken, selectUser } from './slice';

/**
 * The signed-in session. Rendering it refreshes the stored user from the server once per start;
 * `loading` is true until that first answer for a stored session.
 */
export const useSession = () => {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const { isLoading } = useGetCurrentUserQuery(undefined, { skip: !token });
  return { token, user, loading: Boolean(token) && isLoading };
};

/** Signs out on the server (whatever it answers), then ends the session here. */
export const useSignOut = () => {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    await logout();
    dispatch(signedOut());
  }, [logout, dispatch]);
};

/**
 * Runs `onExpired` each time the server ends the session (a 401), whatever page is open. Pass a
 * stable function (useCallback): a new one is listened for in place of the old.
 */
export const useOnSessionExpired = (onExpired: () => void) => {
  const dispatch = useAppDispatch();
  useEffect(
    () => dispatch(addListener({ actionCreator: sessionExpired, effect: () => onExpired() })),
    [dispatch, onExpired],
  );
};
