import { persistReducer } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { sessionSlice } from './slice';

/**
 * The session's reducer as the store mounts it: the token and the user are kept in the browser
 * (localStorage `persist:auth`) and read back on start. The api cache is never persisted: it
 * would leave queries stuck pending.
 */
export const sessionReducer = persistReducer(
  { key: sessionSlice.reducerPath, storage, whitelist: ['token', 'user'] },
  sessionSlice.reducer,
);
