import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { StyleProvider } from '@ant-design/cssinjs';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/AppRoutes';
import { paths } from '../app/paths';
import { makeStore } from '../state/store';
import type { User } from '@domain/types';

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

/** Where the rendered app's router is, as the address bar would show it, and its Back button. */
export type RouterView = { pathname: string; search: string; back: () => void };

type Move = { pathname: string; search: string; back: () => void };

/** Tells where the router is each time it moves. */
const LocationProbe = ({ onMove }: { onMove: (move: Move) => void }) => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(
    // Back is pressed outside React's events, as the browser's button is: act lets it settle.
    () => onMove({ pathname, search, back: () => act(() => void navigate(-1)) }),
    [onMove, pathname, search, navigate],
  );
  return null;
};

/** The whole app (real store, router and providers) at a route, answered by the msw mocks. */
export const renderApp = ({ route = paths.home, session, fakeTimers }: Options = {}) => {
  if (session) storeSession(session);
  const router: RouterView = {
    pathname: route,
    search: '',
    back: () => {
      throw new Error('The router has not started yet.');
    },
  };
  const { store, persistor } = makeStore();
  const user = userEvent.setup({
    // jsdom's getComputedStyle is slow, and antd draws nothing that would block a pointer.
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    delay: fakeTimers ? 0 : null,
    ...(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}),
  });
  // antd's styles are kept in memory instead of written into jsdom, whose parsing of them took most
  // of a page's render time here; how the pages look is the browser tests' to check.
  const view = render(
    <StyleProvider mock="server">
      <AppProviders store={store} persistor={persistor}>
        <MemoryRouter initialEntries={[route]}>
          <AppRoutes />
          <LocationProbe
            onMove={(move) => {
              Object.assign(router, move);
            }}
          />
        </MemoryRouter>
      </AppProviders>
    </StyleProvider>,
  );
  return { ...view, store, router, user, persistor };
};

/** The current path of the app rendered by renderApp. */
export const currentPath = (router: RouterView) => router.pathname;

export { screen };
