import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { paths } from './app/paths';
import { routes } from './app/routes';
import { makeStore } from './app/store';

const start = async () => {
  if (process.env.MOCK_API) {
    const { worker } = await import('../mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass' });
  }
  const router = createBrowserRouter(routes);
  const { store, persistor } = makeStore({
    onSessionExpired: () => void router.navigate(paths.login),
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
};

void start();
