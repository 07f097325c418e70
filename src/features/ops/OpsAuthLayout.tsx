import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { BrandLogo } from '../../components/BrandLogo';
import { Heading } from '../../components/Heading';
import { Panel } from '../../components/Panel';

type Props = { title: string; subtitle: string; children: ReactNode };

/** The centred panel of the operations desk's sign-in and password pages. */
export const OpsAuthLayout = ({ title, subtitle, children }: Props) => (
  <Flex
    vertical
    align="center"
    gap={24}
    style={{ minHeight: '100vh', padding: '48px 16px', background: '#f4f6fb' }}
  >
    <header>
      <Flex align="center" gap={8}>
        <BrandLogo />
        <Typography.Text strong>Operations</Typography.Text>
      </Flex>
    </header>
    <Panel style={{ width: '100%', maxWidth: 440 }}>
      <main>
        <Heading level={1}>{title}</Heading>
        <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>
        {children}
      </main>
    </Panel>
  </Flex>
);
