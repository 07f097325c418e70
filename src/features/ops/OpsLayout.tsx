import { Suspense } from 'react';
import { Button, Flex, Layout, Menu, Typography } from 'antd';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { opsPaths } from '../../app/opsPaths';
import { BrandLogo } from '../../components/BrandLogo';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useOpsSignOut, useRefreshedOpsSession } from '../../state/opsSession';

const NAV = [
  { key: opsPaths.board, label: 'Board' },
  { key: opsPaths.carriers, label: 'Carriers' },
];

/**
 * The frame of the operations desk, and its gate: without an ops session, whatever a shipper's
 * session says, the way in is the ops sign-in page.
 */
const OpsLayout = () => {
  const { session, loading } = useRefreshedOpsSession();
  const signOut = useOpsSignOut();
  const { pathname } = useLocation();
  if (!session) return <Navigate to={opsPaths.login} replace />;
  if (loading) return <FullPageSpinner label="Loading your account" />;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          // In line with the page's content below.
          padding: '0 32px',
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Link to={opsPaths.board} aria-label="Loadline Operations, the board">
          <Flex align="center" gap={8}>
            <BrandLogo />
            <Typography.Text strong>Operations</Typography.Text>
          </Flex>
        </Link>
        <nav aria-label="Operations" style={{ flex: 1, minWidth: 0 }}>
          <Menu
            mode="horizontal"
            tooltip={false}
            selectedKeys={[pathname]}
            style={{ borderBottom: 'none' }}
            items={NAV.map((item) => ({
              key: item.key,
              label: <Link to={item.key}>{item.label}</Link>,
            }))}
          />
        </nav>
        <Typography.Text>{session.operator.first_name}</Typography.Text>
        {/* Signed out, whatever the server answered: the gate above then leads to sign-in. */}
        <Button onClick={() => void signOut()}>Sign Out</Button>
      </Layout.Header>
      <Layout.Content style={{ padding: '24px 32px' }}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
};

export default OpsLayout;
