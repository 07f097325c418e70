import { Suspense } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { Button, Divider, Dropdown, Flex, Layout, Menu, Typography } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { BrandLogo } from '../components/BrandLogo';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { useAppSelector } from '../state/hooks';
import type { Action } from '@domain/roles';
import { selectUser, useSignOut } from '../state/session';
import { useMay } from '../state/useMay';
import { paths } from './paths';
import { settingsPaths } from './settingsPaths';

/** The main pages, with the action each needs: a role that may not take it is not offered it. */
const NAV: { key: string; label: string; action?: Action }[] = [
  { key: paths.dashboard, label: 'Dashboard' },
  { key: paths.createShipment, label: 'Create Shipment', action: 'createShipments' },
  { key: paths.billing, label: 'Billing', action: 'readBilling' },
];

/** The frame of every protected page: brand, company, navigation and the user menu. */
export const AppShell = () => {
  const user = useAppSelector(selectUser);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mayDo = useMay();
  const nav = NAV.filter((item) => !item.action || mayDo(item.action));
  const selected = nav.filter((item) => pathname.startsWith(item.key)).map((item) => item.key);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 24,
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Link to={paths.dashboard} aria-label="Home">
          <BrandLogo />
        </Link>
        <Divider orientation="vertical" />
        <Typography.Text type="secondary" data-testid="company-name">
          {user?.company.name}
        </Typography.Text>
        <nav aria-label="Main" style={{ flex: 1, minWidth: 0 }}>
          <Menu
            mode="horizontal"
            // The collapsed-menu tooltips never show on a horizontal menu; without them no tooltip
            // styles are worked out on the first signed-in page.
            tooltip={false}
            selectedKeys={selected}
            style={{ borderBottom: 'none' }}
            items={nav.map((item) => ({
              key: item.key,
              label: <Link to={item.key}>{item.label}</Link>,
            }))}
          />
        </nav>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'team', label: 'Team', onClick: () => void navigate(settingsPaths.team) },
              {
                key: 'notifications',
                label: 'Notifications',
                onClick: () => void navigate(settingsPaths.notifications),
              },
              {
                key: 'facilities',
                label: 'Facility book',
                onClick: () => void navigate(settingsPaths.facilities),
              },
              // Only for a role that may read it: the others are not offered it.
              ...(mayDo('readActivity')
                ? [
                    {
                      key: 'activity',
                      label: 'Activity',
                      onClick: () => void navigate(settingsPaths.activity),
                    },
                  ]
                : []),
              {
                key: 'sign-out',
                label: 'Sign Out',
                // Signed out, whatever the server answered: on to the login page.
                onClick: () => void signOut().then(() => navigate(paths.login)),
              },
            ],
          }}
        >
          <Button type="text" aria-label={`Account menu for ${user?.first_name ?? ''}`}>
            <Flex gap={8} align="center">
              <UserOutlined aria-hidden="true" />
              {user?.first_name}
            </Flex>
          </Button>
        </Dropdown>
      </Layout.Header>
      <Layout.Content
        style={{ padding: '24px 48px', maxWidth: 1280, width: '100%', margin: '0 auto' }}
      >
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
};

export default AppShell;
