import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

type Props = { title?: ReactNode; children: ReactNode; style?: CSSProperties };

/**
 * A bordered surface with an optional title bar, drawn as antd's Card is. The Card component
 * brings tabs, menus and skeletons along; the public pages only need its look.
 */
export const Panel = ({ title, children, style }: Props) => {
  const { token } = theme.useToken();
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    <div
      style={{
        background: token.colorBgContainer,
        border,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      {title && (
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            minHeight: 56,
            padding: `0 ${token.paddingLG}px`,
            borderBottom: border,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: token.fontSizeLG,
          }}
        >
          {title}
        </div>
      )}
      <div style={{ padding: token.paddingLG }}>{children}</div>
    </div>
  );
};
