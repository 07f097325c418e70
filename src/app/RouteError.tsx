import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';

/** What a page that fails to load or render shows, instead of a blank screen. */
export const RouteError = () => {
  const error = useRouteError();
  // A page's code that cannot be fetched (offline, or replaced by a newer release) needs a reload.
  const chunkFailed =
    error instanceof Error &&
    /loading (css )?chunk|dynamically imported module/i.test(error.message);
  return (
    <Result
      status="error"
      title={chunkFailed ? 'This page could not be loaded' : 'Something went wrong'}
      subTitle={
        chunkFailed
          ? 'Check your connection, then reload the page.'
          : 'Reload the page to try again. What you saved is safe.'
      }
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      }
    />
  );
};
