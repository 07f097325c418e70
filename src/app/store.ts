import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { api } from '../api/api';
import { PRODUCT_NAME } from '@domain/constants';
import { redactSecrets } from '../lib/redact';
import { authSlice } from '../state/authSlice';
import { sessionExpired, signedOut } from '../state/sessionActions';
import { toastSlice } from '../state/toastSlice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  // Only the session survives a reload; a persisted api cache would leave queries stuck pending.
  auth: persistReducer({ key: 'auth', storage, whitelist: ['token', 'user'] }, authSlice.reducer),
  toasts: toastSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export type StoreOptions = { preloadedState?: Partial<RootState> };

export const makeStore = ({ preloadedState }: StoreOptions = {}) => {
  const listener = createListenerMiddleware();
  // Nothing cached for one user may be shown to the next.
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });
  listener.startListening({
    actionCreator: sessionExpired,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listener.middleware)
        .concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production' && {
      name: PRODUCT_NAME,
      actionSanitizer: (action) => redactSecrets(action),
      stateSanitizer: (state) => redactSecrets(state),
    },
  });
  setupListeners(store.dispatch);
  const persistor = persistStore(store, null, () => {
    // A stored session is refreshed as soon as it is read, while the first page's code downloads.
    if (store.getState().auth.token) {
      void store.dispatch(api.util.prefetch('getCurrentUser', undefined, {}));
    }
  });
  return { store, persistor };
};

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
