import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { Toaster } from '../components/Toaster';
import { useSession } from './useSession';
import { useSessionExpiredRedirect } from './useSessionExpiredRedirect';

/** Wraps every page; rendering the session here refreshes a stored one on every start. */
export const RootLayout = () => {
  useSession();
  useSessionExpiredRedirect();
  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <Toaster />
    </>
  );
};
