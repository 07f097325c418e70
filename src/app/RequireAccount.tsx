import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { useSession } from '../state/session';
import { paths } from './paths';

/**
 * The gate in front of every protected page, in the onboarding order: signed in, then shipping
 * needs, then a verified e-mail.
 */
export const RequireAccount = () => {
  const { token, user, loading } = useSession();
  if (!token) return <Navigate to={paths.login} replace />;
  if (loading || !user) return <FullPageSpinner label="Loading your account" />;
  if (!user.shipping_needs) return <Navigate to={paths.signUpNeeds} replace />;
  if (!user.is_email_verified) return <Navigate to={paths.signUpVerify} replace />;
  return <Outlet />;
};
