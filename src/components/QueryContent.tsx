import type { ReactNode } from 'react';
import { FullPageSpinner } from './FullPageSpinner';
import { LoadFailed } from './LoadFailed';
import { RetryAlert } from './RetryAlert';

/** What a page's body draws from of an RTK Query hook's result. */
type Query<T> = {
  data?: T | undefined;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type Props<T> = {
  query: Query<T>;
  /** The spinner's name until the first answer: "Loading invoices". */
  loading: string;
  /** What could not be loaded, with nothing to show: "We could not load your invoices". */
  failed: string;
  /** Said above the data still shown when loading it again failed: that it is from before. */
  stale: string;
  children: (data: T) => ReactNode;
};

/**
 * A page's data as it comes: a spinner until the first answer; without data, why it failed and a
 * button to try again; then the data. A later load that fails leaves the data from before on the
 * screen, under an alert that says so, rather than taking away what the user was reading.
 */
export const QueryContent = <T,>({ query, loading, failed, stale, children }: Props<T>) => {
  const { data, error, isLoading, isFetching, refetch } = query;
  if (isLoading) return <FullPageSpinner label={loading} />;
  if (!data)
    return <LoadFailed title={failed} error={error} retrying={isFetching} onRetry={refetch} />;
  return (
    <>
      {error ? (
        <RetryAlert title={stale} error={error} retrying={isFetching} onRetry={refetch} />
      ) : null}
      {children(data)}
    </>
  );
};
