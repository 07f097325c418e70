import { lazy, Suspense, useState } from 'react';
import { UserAddOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { normalizeError } from '../../api/errors';
import { useGetCompanyQuery } from '../../api/teamApi';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LoadFailed } from '../../components/LoadFailed';
import { useMay } from '../../state/useMay';
import { InvitationsTable } from './InvitationsTable';
import { MembersTable } from './MembersTable';

// Its own chunk: only an admin who opens it needs the modal and its form.
const InviteMemberDialog = lazy(() => import('./InviteMemberDialog'));

/**
 * The company's team. Every member sees who is in it; an admin also invites, changes roles,
 * removes members and follows the invitations not yet accepted.
 */
const TeamPage = () => {
  const manage = useMay()('manageTeam');
  const { data: company, error, isLoading, isFetching, refetch } = useGetCompanyQuery();
  const [inviting, setInviting] = useState(false);

  const content = () => {
    if (isLoading) return <FullPageSpinner label="Loading the team" />;
    if (!company)
      return (
        <LoadFailed
          title="We could not load your team"
          error={error}
          retrying={isFetching}
          onRetry={refetch}
        />
      );
    return (
      <>
        {error && (
          <Alert
            type="error"
            showIcon
            title="We could not refresh the team; this is how it was."
            description={normalizeError(error).message}
            action={
              <Button size="small" loading={isFetching} onClick={() => void refetch()}>
                Try again
              </Button>
            }
          />
        )}
        <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Members</h3>}>
          <MembersTable members={company.members} manage={manage} />
        </Card>
        {manage && (
          <Card title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Pending invitations</h3>}>
            <InvitationsTable invitations={company.invitations} />
          </Card>
        )}
      </>
    );
  };

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
      {content()}
      {inviting && (
        <Suspense fallback={null}>
          <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
        </Suspense>
      )}
    </Flex>
  );
};

export default TeamPage;
