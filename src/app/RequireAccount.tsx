import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { forgetPlannedLane, plannedLaneSearch } from '../state/plannedLane';
import { useSession } from '../state/session';
import { paths } from './paths';

/** Whether the account may see the protected pages: shipping needs given, e-mail verified. */
const onboarded = (user: NonNullable<ReturnType<typeof useSession>['user']>) =>
  Boolean(user.shipping_needs) && user.is_email_verified;

/**
 * The gate in front of every protected page, in the onboarding order: signed in, then shipping
 * needs, then a verified e-mail. A stored account that passes draws the page at once, while the
 * refresh is under way (a server that disagrees moves the page on when it answers); one that
 * would be sent to onboarding waits for the refresh, which may know better. An account that just
 * became ready with a lane quoted on the landing page waiting opens create-shipment with it, once.
 */
export const RequireAccount = () => {
  const { token, user, loading } = useSession();
  const navigate = useNavigate();
  const ready = Boolean(token && user && onboarded(user));
  useEffect(() => {
    const planned = ready && plannedLaneSearch();
    if (!planned) return;
    forgetPlannedLane();
    void navigate(paths.createShipment + planned, { replace: true });
  }, [ready, navigate]);

  if (!token) return <Navigate to={paths.login} replace />;
  if (!user || (loading && !onboarded(user)))
    return <FullPageSpinner label="Loading your account" />;
  if (!user.shipping_needs) return <Navigate to={paths.signUpNeeds} replace />;
  if (!user.is_email_verified) return <Navigate to={paths.signUpVerify} replace />;
  return <Outlet />;
};
