import { useGetCurrentUserQuery } from '../api/api';
import { selectToken, selectUser } from '../state/authSlice';
import { useAppSelector } from './hooks';

/**
 * The signed-in session. Rendering it refreshes the stored user from the server once per start;
 * `loading` is true until that first answer for a stored session.
 */
export const useSession = () => {
  const token = useAppSelector(selectToken);
  const user = useAppSelector(selectUser);
  const { isLoading } = useGetCurrentUserQuery(undefined, { skip: !token });
  return { token, user, loading: Boolean(token) && isLoading };
};
