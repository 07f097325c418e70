import { lazy, Suspense } from 'react';
import { PlainErrorNotice } from './PlainErrorNotice';

/*
 * antd's Result is fetched only when a page fails, not with every first page. When it cannot be
 * fetched either (offline, or replaced by a newer release), plain markup says the same.
 */
const ErrorNotice = lazy(() =>
  import('./ErrorNotice').catch(() => ({ default: PlainErrorNotice })),
);

/** What a page that fails to load or render shows, instead of a blank screen. */
export const RouteError = ({ error }: { error: unknown }) => {
  // A page's code that cannot be fetched (offline, or replaced by a newer release) needs a reload.
  const chunkFailed =
    error instanceof Error &&
    /loading (css )?chunk|dynamically imported module/i.test(error.message);
  return (
    <Suspense fallback={null}>
      <ErrorNotice
        title={chunkFailed ? 'This page could not be loaded' : 'Something went wrong'}
        subTitle={
          chunkFailed
            ? 'Check your connection, then reload the page.'
            : 'Reload the page to try again. What you saved is safe.'
        }
        onReload={() => window.location.reload()}
      />
    </Suspense>
  );
};
