import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

type Props = {
  level: 1 | 2 | 3;
  children: ReactNode;
  id?: string;
  /** Drawn in the theme's secondary text colour. */
  secondary?: boolean;
  style?: CSSProperties;
};

/**
 * A heading in the theme's heading sizes, as antd's Typography.Title draws it, without the
 * Typography code (ellipsis, copy, edit and their tooltips) that the first pages do not need.
 */
export const Heading = ({ level, children, id, secondary, style }: Props) => {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  const sizes = {
    1: [token.fontSizeHeading1, token.lineHeightHeading1],
    2: [token.fontSizeHeading2, token.lineHeightHeading2],
    3: [token.fontSizeHeading3, token.lineHeightHeading3],
  } as const;
  const [fontSize, lineHeight] = sizes[level];
  return (
    <Tag
      id={id}
      style={{
        margin: '0 0 0.5em',
        color: secondary ? token.colorTextSecondary : token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize,
        lineHeight,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
};
