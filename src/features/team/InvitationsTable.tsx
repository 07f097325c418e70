import { Button, Empty, Flex, Popconfirm, Table } from 'antd';
import type { TableProps } from 'antd';
import type { PendingInvitation } from '@domain/companySchemas';
import { ROLE_LABELS } from '@domain/roles';
import { TEAM_MESSAGES } from '@domain/team';
import { useResendInvitationMutation, useRevokeInvitationMutation } from '../../api/teamApi';
import { StatusTag } from '../../components/StatusTag';
import { formatDateTime } from '../../lib/format';
import { memberName } from './memberName';
import { useOutcomeToast } from './useOutcomeToast';

const isExpired = (invitation: PendingInvitation) =>
  Date.parse(invitation.expires_at) <= Date.now();

/** Resends an invitation with a new link, or revokes it once the admin confirms. */
const InvitationActions = ({ invitation }: { invitation: PendingInvitation }) => {
  const [resend, resending] = useResendInvitationMutation();
  const [revoke, revoking] = useRevokeInvitationMutation();
  const tell = useOutcomeToast();
  const { id, email } = invitation;
  return (
    <Flex gap={4}>
      <Button
        type="link"
        loading={resending.isLoading}
        aria-label={`Resend the invitation to ${email}`}
        onClick={() => void tell(resend(id), TEAM_MESSAGES.resent)}
      >
        Resend
      </Button>
      <Popconfirm
        title={`Revoke the invitation to ${email}?`}
        description="Its link stops working at once."
        okText="Revoke"
        okButtonProps={{ danger: true }}
        cancelText="Keep"
        onConfirm={() => tell(revoke(id), TEAM_MESSAGES.revoked)}
      >
        <Button
          type="link"
          danger
          loading={revoking.isLoading}
          aria-label={`Revoke the invitation to ${email}`}
        >
          Revoke
        </Button>
      </Popconfirm>
    </Flex>
  );
};

const COLUMNS: TableProps<PendingInvitation>['columns'] = [
  { title: 'Email', dataIndex: 'email', key: 'email' },
  {
    title: 'Role',
    dataIndex: 'role',
    key: 'role',
    render: (_value, invitation) => ROLE_LABELS[invitation.role],
  },
  {
    title: 'Invited by',
    key: 'invited_by',
    render: (_value, invitation) => memberName(invitation.invited_by),
  },
  {
    title: 'Expires',
    dataIndex: 'expires_at',
    key: 'expires_at',
    // An expired invitation stays listed so that it can be sent again.
    render: (_value, invitation) =>
      isExpired(invitation) ? (
        <StatusTag color="red">Expired</StatusTag>
      ) : (
        formatDateTime(invitation.expires_at)
      ),
  },
  {
    title: 'Actions',
    key: 'actions',
    render: (_value, invitation) => <InvitationActions invitation={invitation} />,
  },
];

/** The invitations neither accepted nor revoked, for admins. */
export const InvitationsTable = ({ invitations }: { invitations: PendingInvitation[] }) => (
  <Table<PendingInvitation>
    rowKey="id"
    columns={COLUMNS}
    dataSource={invitations}
    pagination={false}
    scroll={{ x: 'max-content' }}
    locale={{ emptyText: <Empty description="No pending invitations" /> }}
  />
);
