import { Suspense, useState } from 'react';
import { MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Dropdown, Flex, Layout, Menu, Skeleton, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { BrandLogo } from '../components/BrandLogo';
import { useNarrowScreen } from '../lib/useNarrowScreen';
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

type MenuItems = NonNullable<MenuProps['items']>;

/** The account's pages and signing out, for the user menu (wide) or the menu drawer (narrow). */
const useAccountItems = (go: (path: string) => void): MenuItems => {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const mayDo = useMay();
  return [
    { key: 'team', label: 'Team', onClick: () => go(settingsPaths.team) },
    {
      key: 'notifications',
      label: 'Notifications',
      onClick: () => go(settingsPaths.notifications),
    },
    { key: 'facilities', label: 'Facility book', onClick: () => go(settingsPaths.facilities) },
    // Only for a role that may read it: the others are not offered it.
    ...(mayDo('readActivity')
      ? [{ key: 'activity', label: 'Activity', onClick: () => go(settingsPaths.activity) }]
      : []),
    {
      key: 'sign-out',
      label: 'Sign Out',
      // Signed out, whatever the server answered: on to the login page.
      onClick: () => void signOut().then(() => navigate(paths.login)),
    },
  ];
};

/**
 * On a phone, the pages and the account's items in a drawer under one menu button: the
 * horizontal menu would fold the pages into an unlabelled "…" and push the header sideways.
 */
const NarrowNavigation = ({ nav, selected }: { nav: typeof NAV; selected: string[] }) => {
  const [open, setOpen] = useState(false);
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const close = () => setOpen(false);
  const account = useAccountItems((path) => {
    close();
    void navigate(path);
  });
  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined aria-hidden="true" />}
        aria-label="Menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        style={{ marginLeft: 'auto' }}
      />
      <Drawer
        title={user?.company.name}
        placement="right"
        size={300}
        open={open}
        onClose={close}
        styles={{ body: { padding: 0 } }}
      >
        <nav aria-label="Main">
          <Menu
            mode="vertical"
            selectedKeys={selected}
            style={{ borderInlineEnd: 'none' }}
            items={nav.map((item) => ({
              key: item.key,
              label: (
                <Link to={item.key} onClick={close}>
                  {item.label}
                </Link>
              ),
            }))}
          />
        </nav>
        <Divider style={{ margin: '8px 0' }} />
        <Typography.Text type="secondary" style={{ padding: '0 24px' }}>
          {user ? `${user.first_name} ${user.last_name}` : null}
        </Typography.Text>
        <Menu
          mode="vertical"
          selectable={false}
          style={{ borderInlineEnd: 'none' }}
          aria-label="Account"
          items={account}
        />
      </Drawer>
    </>
  );
};

const WideNavigation = ({ nav, selected }: { nav: typeof NAV; selected: string[] }) => {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const account = useAccountItems((path) => void navigate(path));
  return (
    <>
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
      <Dropdown trigger={['click']} menu={{ items: account }}>
        <Button type="text" aria-label={`Account menu for ${user?.first_name ?? ''}`}>
          <Flex gap={8} align="center">
            <UserOutlined aria-hidden="true" />
            {user?.first_name}
          </Flex>
        </Button>
      </Dropdown>
    </>
  );
};

/** The frame of every protected page: brand, company, navigation and the user menu. */
export const AppShell = () => {
  const { pathname } = useLocation();
  const mayDo = useMay();
  const narrow = useNarrowScreen();
  const nav = NAV.filter((item) => !item.action || mayDo(item.action));
  const selected = nav.filter((item) => pathname.startsWith(item.key)).map((item) => item.key);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: narrow ? 12 : 24,
          padding: narrow ? '0 16px' : undefined,
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Link to={paths.dashboard} aria-label="Home">
          <BrandLogo />
        </Link>
        {narrow ? (
          <NarrowNavigation nav={nav} selected={selected} />
        ) : (
          <WideNavigation nav={nav} selected={selected} />
        )}
      </Layout.Header>
      <Layout.Content
        style={{
          padding: narrow ? '16px 16px 32px' : '24px 48px',
          maxWidth: 1280,
          width: '100%',
          margin: '0 auto',
          minWidth: 0,
        }}
      >
        {/* A page's code still on its way: its outline in the frame, not a blank with a spinner. */}
        <Suspense
          fallback={
            <div role="status" aria-label="Loading the page">
              <Skeleton active title={{ width: 240 }} paragraph={{ rows: 6 }} />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
};

export default AppShell;
