import { Alert, Button } from 'antd';
import { normalizeError } from '../api/errors';
import type { FailedLoadProps } from './LoadFailed';

/**
 * A load that failed, told in line, where a whole-page failure would take too much room or hide
 * data still worth showing: why, and a button to try again.
 */
export const RetryAlert = ({ title, error, retrying, onRetry }: FailedLoadProps) => (
  <Alert
    type="error"
    showIcon
    title={title}
    description={normalizeError(error).message}
    action={
      <Button size="small" loading={retrying} onClick={() => void onRetry()}>
        Try again
      </Button>
    }
  />
);
