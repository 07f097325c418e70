import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../api/api';
import { signedOut } from '../state/sessionActions';
import { useAppDispatch } from './hooks';
import { paths } from './paths';

/** Signs out on the server (whatever it answers), then clears the session and goes to login. */
export const useSignOut = () => {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    dispatch(signedOut());
    await navigate(paths.login);
  }, [logout, dispatch, navigate]);
};
