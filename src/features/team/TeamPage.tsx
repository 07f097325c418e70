import { lazy, Suspense, useState } from 'react';
import { UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useGetCompanyQuery } from '../../api/teamApi';
import { QueryContent } from '../../components/QueryContent';
import { useMay } from '../../state/useMay';
import { InvitationsTable } from './InvitationsTable';
import { MembersTable } from './MembersTable';
import { usePageTitle } from '../../lightEntry/usePageTitle';

// Its own chunk: only an admin who opens it needs the modal and its form.
const InviteMemberDialog = lazy(() => import('./InviteMemberDialog'));

/**
 * The company's team. Every member sees who is in it; an admin also invites, changes roles,
 * removes members and follows the invitations not yet accepted.
 */
const TeamPage = () => {
  usePageTitle('Team');
  const manage = useMay()('manageTeam');
  const query = useGetCompanyQuery();
  const company = query.data;
  const [inviting, setInviting] = useState(false);

  const content = (
    <QueryContent
      query={query}
      loading="Loading the team"
      failed="We could not load your team"
      stale="We could not refresh the team; this is how it was."
    >
      {({ members, invitations }) => (
        <>
          <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Members</h3>}>
            <MembersTable members={members} manage={manage} />
          </Card>
          {manage && (
            <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Pending invitations</h3>}>
              <InvitationsTable invitations={invitations} />
            </Card>
          )}
        </>
      )}
    </QueryContent>
  );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Team
          </Typography.Title>
          {company && <Typography.Text type="secondary">{company.name}</Typography.Text>}
        </div>
        {manage && (
          <Button
            type="primary"
            icon={<UserAddOutlined aria-hidden="true" />}
            onClick={() => setInviting(true)}
          >
            Invite member
          </Button>
        )}
      </Flex>
      {content}
      {inviting && (
        <Suspense fallback={null}>
          <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </Flex>
  );
};

export default TeamPage;
