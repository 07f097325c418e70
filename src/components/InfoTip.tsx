import type { ReactNode } from 'react';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';

/**
 * The rest of a short line, for those who want it: an info button whose tooltip opens on hover and
 * on keyboard focus alike, so the line itself stays short.
 */
export const InfoTip = ({ label, children }: { label: string; children: ReactNode }) => (
  <Tooltip title={children} trigger={['hover', 'focus']}>
    <Button
      type="text"
      size="small"
      aria-label={label}
      icon={<InfoCircleOutlined aria-hidden="true" />}
      style={{ marginInlineStart: 4, verticalAlign: 'middle' }}
    />
  </Tooltip>
);
