import { useCallback } from 'react';
import { may } from '@domain/roles';
import type { Action } from '@domain/roles';
import { useAppSelector } from './hooks';
import { selectRole } from './session';

/**
 * Whether the signed-in member's role may take an action, by the table the server enforces: the
 * app offers only what the server would allow. With no one signed in, nothing is allowed. Apart
 * from the session module, so that the role table stays out of the first pages' code.
 */
export const useMay = (): ((action: Action) => boolean) => {
  const role = useAppSelector(selectRole);
  return useCallback((action: Action) => role !== null && may(role, action), [role]);
};
