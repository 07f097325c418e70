import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { FLUSH, PAUSE, PERSIST, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { api } from '../api/api';
import { PRODUCT_NAME } from '@domain/constants';
import { redactSecrets } from '../lib/redact';
import { bookAgainReducer } from './bookAgainSlice';
import { listenForSessionEnd, refreshStoredSession, sessionReducer } from './session';
import { toastSlice } from './toastSlice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: sessionReducer,
  toasts: toastSlice.reducer,
  bookAgain: bookAgainReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export type StoreOptions = { preloadedState?: Partial<RootState> };

export const makeStore = ({ preloadedState }: StoreOptions = {}) => {
  const listener = createListenerMiddleware();
  listenForSessionEnd(listener);

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
  const persistor = persistStore(store, null, () => refreshStoredSession(store));
  return { store, persistor };
};

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
