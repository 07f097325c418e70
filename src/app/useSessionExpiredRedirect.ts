import { useEffect } from 'react';
import { addListener } from '@reduxjs/toolkit';
import { useNavigate } from 'react-router-dom';
import { sessionExpired } from '../state/sessionActions';
import { useAppDispatch } from './hooks';
import { paths } from './paths';

/** Sends the user to the login page when the server ends the session, whatever page is open. */
export const useSessionExpiredRedirect = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(
    () =>
      dispatch(
        addListener({
          actionCreator: sessionExpired,
          effect: () => {
            void navigate(paths.login);
          },
        }),
      ),
    [dispatch, navigate],
  );
};
