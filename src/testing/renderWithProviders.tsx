import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { paths } from '../app/paths';
import { routes } from '../app/routes';
import { makeStore } from '../app/store';
import type { User } from '../contract/types';

type Options = {
  route?: string;
  /** A session already stored in the browser, as after an earlier visit. */
  session?: { token: string; user: User };
  /** Fake timers: user-event must advance them. */
  fakeTimers?: boolean;
};

/** Stores a session the way redux-persist does, so the app finds it on start. */
export const storeSession = ({ token, user }: { token: string; user: User }) => {
  window.localStorage.setItem(
    'persist:auth',
    JSON.stringify({
      token: JSON.stringify(token),
      user: JSON.stringify(user),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
};

/** The whole app (real store, router and providers) at a route, answered by the msw mocks. */
export const renderApp = ({ route = paths.home, session, fakeTimers }: Options = {}) => {
  if (session) storeSession(session);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const { store, persistor } = makeStore({
    onSessionExpired: () => void router.navigate(paths.login),
  });
  const user = userEvent.setup({
    // jsdom's getComputedStyle is slow, and antd draws nothing that would block a pointer.
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    delay: fakeTimers ? 0 : null,
    ...(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}),
  });
  const view = render(
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, user, persistor };
};

/** The current path of the app rendered by renderApp. */
export const currentPath = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname;

export { screen };
