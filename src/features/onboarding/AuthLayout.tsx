import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { BrandLogo } from '../../components/BrandLogo';
import { Heading } from '../../components/Heading';
import { Panel } from '../../components/Panel';

type Props = { title?: string; subtitle?: ReactNode; children: ReactNode; width?: number };

/** The centred panel every sign-in, sign-up and password screen sits in. */
export const AuthLayout = ({ title, subtitle, children, width = 440 }: Props) => {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      gap={24}
      style={{ minHeight: '100vh', padding: '48px 16px', background: '#f4f6fb' }}
    >
      <Link to={paths.home} aria-label="Home">
        <BrandLogo />
      </Link>
      <Panel style={{ width: '100%', maxWidth: width }}>
        <main>
          {title && <Heading level={2}>{title}</Heading>}
          {subtitle && (
            <p style={{ margin: '0 0 1em', color: token.colorTextSecondary }}>{subtitle}</p>
          )}
          {children}
        </main>
      </Panel>
    </Flex>
  );
};
