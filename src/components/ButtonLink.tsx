import type { ReactNode } from 'react';
import { Button } from 'antd';
import type { ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router-dom';

type Props = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; children: ReactNode };

/**
 * A link that looks like a button: one element, so keyboard users meet one tab stop (a Button
 * inside a Link gives two), and the router navigates without reloading the page.
 */
export const ButtonLink = ({ to, children, ...buttonProps }: Props) => {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button {...buttonProps} href={href} onClick={onClick}>
      {children}
    </Button>
  );
};
