import { Alert } from 'antd';

/** The red box that shows a form's server-side message. */
export const FormErrorAlert = ({ message }: { message?: unknown }) =>
  message ? (
    <Alert type="error" showIcon title={String(message)} style={{ marginBottom: 16 }} />
  ) : null;
