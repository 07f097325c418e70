import { Outlet } from 'react-router-dom';
import { Toaster } from '../components/Toaster';
import { useSession } from './useSession';

/** Wraps every page; rendering the session here refreshes a stored one on every start. */
export const RootLayout = () => {
  useSession();
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
};
