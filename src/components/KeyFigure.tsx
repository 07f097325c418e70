import type { ReactNode } from 'react';
import { theme } from 'antd';

/** A figure under its small caption, drawn as antd's Statistic is. */
export const KeyFigure = ({ caption, value }: { caption: ReactNode; value: ReactNode }) => {
  const { token } = theme.useToken();
  return (
    <div>
      <div
        style={{
          marginBottom: token.marginXXS,
          color: token.colorTextDescription,
          fontSize: token.fontSize,
        }}
      >
        {caption}
      </div>
      <div style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3 }}>{value}</div>
    </div>
  );
};
