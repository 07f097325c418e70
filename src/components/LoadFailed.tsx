import { Button, Result } from 'antd';
import { normalizeError } from '../api/errors';

/** A load that failed, and how to try it again; RetryAlert tells the same in line. */
export type FailedLoadProps = {
  /** What could not be loaded, as the page says it: "We could not load your invoices". */
  title: string;
  error: unknown;
  /** Whether the next try is under way. */
  retrying: boolean;
  onRetry: () => unknown;
};

/** A page's data that did not come: why, and a button to try again. */
export const LoadFailed = ({ title, error, retrying, onRetry }: FailedLoadProps) => (
  <Result
    status="error"
    title={title}
    subTitle={normalizeError(error).message}
    extra={
      <Button type="primary" loading={retrying} onClick={() => void onRetry()}>
        Try again
      </Button>
    }
  />
);
