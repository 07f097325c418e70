import { lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { may } from '@domain/roles';
import type { Action } from '@domain/roles';
import { useAppSelector } from '../state/hooks';
import { selectRole } from '../state/session';

// Its own chunk: antd's Result is fetched only by a member who is refused.
const RoleRefusal = lazy(() => import('./RoleRefusal'));

/**
 * The gate in front of the pages of one action: a role the server would refuse it is told so,
 * rather than shown a page whose every call fails. Behind RequireAccount, someone is signed in.
 */
const RequireRole = ({ action }: { action: Action }) => {
  const role = useAppSelector(selectRole);
  return role === null || may(role, action) ? (
    <Outlet />
  ) : (
    <RoleRefusal role={role} action={action} />
  );
};

export default RequireRole;
