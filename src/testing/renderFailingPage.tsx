import { lazy, Suspense } from 'react';
import { render } from '@testing-library/react';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary';

/** A page whose code fails to load with `error`, inside the app's error boundary. */
export const renderFailingPage = (error: Error) => {
  const FailingPage = lazy(() => Promise.reject(error));
  return render(
    <RouteErrorBoundary resetKey="/">
      <Suspense fallback={null}>
        <FailingPage />
      </Suspense>
    </RouteErrorBoundary>,
  );
};
