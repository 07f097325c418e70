import { Button, Result } from 'antd';
import { RELOAD_LABEL } from './errorNotice';
import type { ErrorNoticeProps } from './errorNotice';

const ErrorNotice = ({ title, subTitle, onReload }: ErrorNoticeProps) => (
  <Result
    status="error"
    title={title}
    subTitle={subTitle}
    extra={
      <Button type="primary" onClick={onReload}>
        {RELOAD_LABEL}
      </Button>
    }
  />
);

export default ErrorNotice;
