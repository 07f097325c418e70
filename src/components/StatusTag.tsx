import type { ReactNode } from 'react';
import { Tag } from 'antd';

export type StatusColor = 'red' | 'blue' | 'gold' | 'green';

// antd's preset tags draw their text in a shade that misses 4.5:1 on their pale backgrounds.
const READABLE_TEXT: Record<StatusColor, string> = {
  red: '#a8071a',
  blue: '#0050b3',
  gold: '#874d00',
  green: '#237804',
};

/** A status in its colour, readable by everyone; without a colour it is grey. */
export const StatusTag = ({ color, children }: { color?: StatusColor; children: ReactNode }) => (
  <Tag color={color} style={color ? { color: READABLE_TEXT[color] } : undefined}>
    {children}
  </Tag>
);
