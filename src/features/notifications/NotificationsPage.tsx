import { Card, Flex, Typography } from 'antd';
import { useGetNotificationChoicesQuery } from '../../api/notificationsApi';
import { QueryContent } from '../../components/QueryContent';
import { NotificationChoicesForm } from './NotificationChoicesForm';
import { usePageTitle } from '../../lightEntry/usePageTitle';

/**
 * The e-mails the signed-in member gets as the company's loads move, and for which loads: any
 * role chooses their own.
 */
const NotificationsPage = () => {
  usePageTitle('Notifications');
  const query = useGetNotificationChoicesQuery();
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Notifications
        </Typography.Title>
        <Typography.Text type="secondary">
          The emails you get as loads move. Until you choose, you get each one about the loads you
          booked.
        </Typography.Text>
      </div>
      <Card>
        <QueryContent
          query={query}
          loading="Loading your notifications"
          failed="We could not load your notifications"
          stale="We could not refresh your notifications; these are as they were."
        >
          {(saved) => <NotificationChoicesForm saved={saved} />}
        </QueryContent>
      </Card>
    </Flex>
  );
};

export default NotificationsPage;
