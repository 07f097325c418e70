import { useCallback } from 'react';
import { normalizeError } from '../../api/errors';
import { useAppDispatch } from '../../state/hooks';
import { showError, showSuccess } from '../../state/toastSlice';

/**
 * Tells how a change of the team went, as a toast: the server's words when it refused (the last
 * admin, another admin's change just before), else what was done. Resolves to whether it was done.
 */
export const useOutcomeToast = () => {
  const dispatch = useAppDispatch();
  return useCallback(
    async (change: Promise<{ error?: unknown }>, done: string): Promise<boolean> => {
      const { error } = await change;
      dispatch(error ? showError(normalizeError(error).message) : showSuccess(done));
      return !error;
    },
    [dispatch],
  );
};
