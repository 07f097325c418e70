import type { ReactNode } from 'react';
import { Card, Flex, Layout, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { BrandLogo } from '../../components/BrandLogo';

type Props = { title?: string; subtitle?: ReactNode; children: ReactNode; width?: number };

/** The centred card every sign-in, sign-up and password screen sits in. */
export const AuthLayout = ({ title, subtitle, children, width = 440 }: Props) => (
  <Layout style={{ minHeight: '100vh', background: '#f4f6fb' }}>
    <Flex vertical align="center" style={{ padding: '48px 16px' }} gap={24}>
      <Link to={paths.home} aria-label="Home">
        <BrandLogo />
      </Link>
      <Card style={{ width: '100%', maxWidth: width }}>
        <main>
          {title && (
            <Typography.Title level={2} style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
          )}
          {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
          {children}
        </main>
      </Card>
    </Flex>
  </Layout>
);
