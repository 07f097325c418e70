import { Suspense, useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { Toaster } from '../components/Toaster';
import { useOnSessionExpired, useSession } from '../state/session';
import { paths } from './paths';

/**
 * Wraps every page; rendering the session here refreshes a stored one on every start. When the
 * server ends the session, whatever page is open gives way to the login page.
 */
export const RootLayout = () => {
  const navigate = useNavigate();
  useSession();
  useOnSessionExpired(
    useCallback(() => {
      void navigate(paths.login);
    }, [navigate]),
  );
  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <Toaster />
    </>
  );
};
