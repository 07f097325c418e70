import { RELOAD_LABEL } from './errorNotice';
import type { ErrorNoticeProps } from './errorNotice';

/** The error screen without antd, for when not even its code can be fetched. */
export const PlainErrorNotice = ({ title, subTitle, onReload }: ErrorNoticeProps) => (
  <div style={{ padding: '48px 32px', textAlign: 'center' }}>
    <p style={{ fontSize: 24, margin: '0 0 8px' }}>{title}</p>
    <p style={{ margin: '0 0 24px' }}>{subTitle}</p>
    <button type="button" onClick={onReload} style={{ fontSize: 15, padding: '4px 16px' }}>
      {RELOAD_LABEL}
    </button>
  </div>
);
